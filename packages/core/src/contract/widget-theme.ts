/**
 * A widget's theme set in the portal (docs/portal.md "Widget set-up"): values for some of the
 * `--ts-*` custom properties the widgets read (docs/integration.md "Theming"), kept on the server
 * and sent with the widget's configuration. The values are checked here, on the server, so what
 * reaches a host page's widget is always a colour, a radius or a font of the list — never CSS of
 * someone's making.
 */
import * as v from 'valibot';

/** The CSS named colours (CSS Color Module Level 4), and `transparent`. */
const NAMED_COLOURS = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue ' +
    'chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey ' +
    'darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray ' +
    'darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen ' +
    'fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
    'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen ' +
    'lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime ' +
    'limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue ' +
    'mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive ' +
    'olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum ' +
    'powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver ' +
    'skyblue slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white ' +
    'whitesmoke yellow yellowgreen transparent'
  ).split(' '),
);

const BYTE = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|\\d?\\d)';
const ALPHA = '(?:0|1|0?\\.\\d+|\\d{1,2}%|100%)';
const RGB = new RegExp(
  `^rgba?\\(\\s*${BYTE}\\s*,\\s*${BYTE}\\s*,\\s*${BYTE}\\s*(?:,\\s*${ALPHA}\\s*)?\\)$|^rgba?\\(\\s*${BYTE}\\s+${BYTE}\\s+${BYTE}\\s*(?:\\/\\s*${ALPHA}\\s*)?\\)$`,
);

/** A CSS colour the portal accepts: `#rgb`, `#rrggbb`, `rgb(…)` (0–255 each, an alpha allowed) or a colour name. */
export function isThemeColour(value: string): boolean {
  const colour = value.trim().toLowerCase();
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/.test(colour) || RGB.test(colour) || NAMED_COLOURS.has(colour);
}

/** The corner radii offered (px): square to well rounded. */
export const THEME_RADII = ['0px', '2px', '4px', '6px', '8px', '10px', '12px', '16px', '20px'] as const;

/** The font families offered: the widget's own (the system's) and common web-safe families. */
export const THEME_FONTS = {
  system: 'system-ui, -apple-system, Segoe UI, Roboto, Helvetica Neue, Arial, sans-serif',
  helvetica: 'Helvetica Neue, Helvetica, Arial, sans-serif',
  georgia: 'Georgia, Times New Roman, serif',
  verdana: 'Verdana, Geneva, sans-serif',
  trebuchet: 'Trebuchet MS, Helvetica, sans-serif',
  monospace: 'ui-monospace, Menlo, Consolas, monospace',
} as const;
const FONT_VALUES: readonly string[] = Object.values(THEME_FONTS);

/** The properties a theme may set, each with what it colours and what kind of value it takes. */
export const THEME_PROPERTIES = [
  { property: '--ts-color-primary', label: 'Primary colour', hint: 'links, primary buttons, the chosen tab', kind: 'colour' },
  { property: '--ts-color-primary-ink', label: 'Text on primary', hint: 'text on primary buttons', kind: 'colour' },
  { property: '--ts-color-primary-hover', label: 'Primary colour, pointed at', hint: 'primary buttons under the pointer', kind: 'colour' },
  { property: '--ts-color-accent', label: 'Accent colour', hint: '“Find tires”, “Add to cart”, “Checkout”', kind: 'colour' },
  { property: '--ts-color-accent-ink', label: 'Text on accent', hint: 'text on the accent buttons', kind: 'colour' },
  { property: '--ts-color-ink', label: 'Text colour', hint: 'the widget’s text', kind: 'colour' },
  { property: '--ts-color-surface', label: 'Card colour', hint: 'cards and dialogs', kind: 'colour' },
  { property: '--ts-radius', label: 'Corner radius', hint: 'cards, buttons and dialogs', kind: 'radius' },
  { property: '--ts-font-family', label: 'Font', hint: 'every text of the widget', kind: 'font' },
] as const;
export type ThemeProperty = (typeof THEME_PROPERTIES)[number]['property'];
/** A theme: a value for some of the properties (an empty theme: the widget's own look). */
export type WidgetTheme = Partial<Record<ThemeProperty, string>>;

export const THEME_MESSAGES = {
  colour: (label: string, value: string) =>
    `${label}: “${value}” is not a colour. Use #rgb, #rrggbb, rgb(…) or a colour name such as navy.`,
  radius: (value: string) => `Corner radius: “${value}” is not one of ${THEME_RADII.join(', ')}.`,
  font: (value: string) => `Font: “${value}” is not one of the fonts offered.`,
} as const;

/** The problem with one value of a theme, or null when the value may be used. */
export function themeValueProblem(property: ThemeProperty, value: string): string | null {
  const spec = THEME_PROPERTIES.find((p) => p.property === property)!;
  if (spec.kind === 'colour') return isThemeColour(value) ? null : THEME_MESSAGES.colour(spec.label, value);
  if (spec.kind === 'radius') return (THEME_RADII as readonly string[]).includes(value) ? null : THEME_MESSAGES.radius(value);
  return FONT_VALUES.includes(value) ? null : THEME_MESSAGES.font(value);
}

const themeValue = (property: ThemeProperty) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(60, 'A theme value is at most 60 characters.'),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const problem = themeValueProblem(property, dataset.value);
        if (problem) addIssue({ message: problem });
      }),
    ),
  );

/** A theme as sent by the portal: only the properties above, each checked; any other key is refused. */
export const widgetThemeSchema = v.strictObject(
  Object.fromEntries(THEME_PROPERTIES.map((p) => [p.property, themeValue(p.property)])) as Record<
    ThemeProperty,
    ReturnType<typeof themeValue>
  >,
  'A theme sets only the widget’s --ts-* colours, radius and font.',
);
