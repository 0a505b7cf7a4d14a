/** The labelled form field every form shares (checkout forms, the add-to-cart box, the review form). */
export const fieldCss = `
.ts-field{display:grid;gap:4.8px;min-width:0}
.ts-field label{font-weight:600;font-size:14.4px}
.ts-field input,.ts-field select,.ts-field textarea{width:100%;min-height:44px;padding:8px 11.2px;border:1px solid #8a949f;border-radius:var(--ts-radius-small);font:inherit;background:var(--ts-color-surface);color:var(--ts-color-ink)}
.ts-field textarea{min-height:128px;resize:vertical}
.ts-field [aria-invalid="true"]{border-color:var(--ts-color-danger);box-shadow:0 0 0 1px var(--ts-color-danger)}
.ts-field__optional{font-weight:400;color:var(--ts-color-ink-muted)}
`;
