/** Storefront shell styles (header, footer, page layout); the views bring their own. */
import { mediaUp } from '@tireshop/views';

export const shellCss = `
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--ts-color-surface-muted)}
.sf-app{min-height:100vh;display:flex;flex-direction:column}
.sf-skip{position:absolute;left:-999px;top:0;z-index:calc(var(--ts-z-nav) + 1);background:var(--ts-color-accent);color:var(--ts-color-accent-ink);padding:.6rem 1rem;font-weight:700}
.sf-skip:focus{left:.5rem}
.sf-container{width:100%;max-width:var(--ts-max-width);margin:0 auto;padding:0 var(--ts-margin)}
.sf-header{position:sticky;top:0;z-index:var(--ts-z-nav);background:var(--ts-color-header);color:var(--ts-color-header-ink)}
.sf-header__inner{max-width:var(--ts-max-width);margin:0 auto;padding:0 var(--ts-margin);height:var(--ts-nav-height);display:flex;align-items:center;gap:1rem}
.sf-logo{display:inline-flex;align-items:center;gap:.5rem;color:inherit;text-decoration:none;font-weight:800;font-size:1.35rem;letter-spacing:-.02em}
.sf-nav{display:none;align-items:center;gap:.25rem;margin-left:auto}
${mediaUp('M')}{.sf-nav{display:flex}.sf-mobile-menu{display:none}}
.sf-nav__link,.sf-menu summary{color:inherit;text-decoration:none;padding:.55rem .75rem;border-radius:var(--ts-radius-small);font-weight:600;cursor:pointer;list-style:none}
.sf-menu summary::-webkit-details-marker{display:none}
.sf-nav__link:hover,.sf-menu summary:hover{background:rgb(255 255 255 / 10%)}
.sf-menu{position:relative}
.sf-menu__panel{position:absolute;right:0;top:calc(100% + .5rem);width:min(92vw,760px);display:grid;grid-template-columns:repeat(auto-fit,minmax(160px,1fr));gap:1rem;padding:1.25rem;background:var(--ts-color-surface);color:var(--ts-color-ink);border-radius:var(--ts-radius);box-shadow:var(--ts-shadow)}
.sf-menu__panel h2{font-size:.95rem;margin:0 0 .5rem}
.sf-menu__panel h2 a{color:inherit}
.sf-menu__panel ul{list-style:none;margin:0;padding:0;display:grid;gap:.3rem}
.sf-menu__panel a{color:var(--ts-color-primary);text-decoration:none;font-size:.92rem}
.sf-icon-button{display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;border-radius:50%;color:inherit;background:rgb(255 255 255 / 10%);cursor:pointer;list-style:none}
.sf-icon-button::-webkit-details-marker{display:none}
.sf-header__inner>.sf-icon-button{margin-left:auto}
${mediaUp('M')}{.sf-header__inner>.sf-icon-button{margin-left:0}}
.sf-mobile-menu__panel{position:absolute;left:0;right:0;top:var(--ts-nav-height);max-height:calc(100vh - var(--ts-nav-height));overflow:auto;display:grid;gap:1.25rem;padding:1.25rem var(--ts-margin) 2rem;background:var(--ts-color-surface);color:var(--ts-color-ink);box-shadow:var(--ts-shadow)}
.sf-mobile-menu__panel h2{font-size:1rem;margin:0 0 .5rem}
.sf-mobile-menu__panel h2 a{color:inherit}
.sf-mobile-menu__panel ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.4rem .9rem}
.sf-mobile-menu__panel a{color:var(--ts-color-primary);text-decoration:none;line-height:2}
.sf-mobile-menu__links{border-top:1px solid var(--ts-color-border);padding-top:1rem!important;font-weight:650}
.sf-location-bar{background:#1d242c;color:#dfe6ee;font-size:.85rem}
.sf-location-bar__inner{max-width:var(--ts-max-width);margin:0 auto;display:flex;flex-wrap:wrap;justify-content:space-between;gap:.25rem 1rem;padding:.45rem var(--ts-margin)}
.sf-location-bar p{margin:0}
.sf-location-bar a{color:#fff}
.sf-notice{background:var(--ts-color-accent);color:var(--ts-color-accent-ink);text-align:center;font-weight:600;padding:.5rem var(--ts-margin)}
.sf-notice p{margin:0}
.sf-notice a{color:inherit}
.sf-main{flex:1;padding:1.5rem 0 3rem}
.sf-hero{background:linear-gradient(135deg,#101418 0%,#1f3a5f 100%);color:#fff;margin-top:-1.5rem;padding:2.5rem 0 3rem}
.sf-hero h1{font-size:clamp(1.9rem,5vw,3rem);line-height:1.1;margin:0 0 .75rem;letter-spacing:-.02em}
.sf-hero__lead{margin:0 0 1.5rem;color:#d2dbe6;font-size:1.1rem;max-width:40rem}
.sf-hero__card{background:var(--ts-color-surface);color:var(--ts-color-ink);border-radius:var(--ts-radius);padding:1.25rem;box-shadow:var(--ts-shadow);max-width:40rem}
.sf-section{margin-top:2.5rem}
.sf-section h2{font-size:1.4rem;margin:0 0 1rem}
.sf-chips{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}
.sf-chips a{display:inline-block;padding:.5rem .9rem;border-radius:999px;background:var(--ts-color-surface);border:1px solid var(--ts-color-border);color:var(--ts-color-ink);text-decoration:none;font-weight:600}
.sf-chips a:hover{border-color:var(--ts-color-primary);color:var(--ts-color-primary)}
.sf-steps{list-style:none;margin:0;padding:0;display:grid;gap:var(--ts-gutter);grid-template-columns:1fr}
${mediaUp('M')}{.sf-steps{grid-template-columns:repeat(3,1fr)}}
.sf-steps li{background:var(--ts-color-surface);border-radius:var(--ts-radius);padding:1.25rem;box-shadow:var(--ts-shadow)}
.sf-steps h3{margin:.25rem 0 .4rem}
.sf-steps p{margin:0;color:var(--ts-color-ink-muted)}
.sf-step-number{display:inline-grid;place-items:center;width:2rem;height:2rem;border-radius:50%;background:var(--ts-color-primary);color:#fff;font-weight:800}
.sf-breadcrumbs ol{list-style:none;display:flex;flex-wrap:wrap;gap:.4rem;margin:0 0 .75rem;padding:0;font-size:.9rem;color:var(--ts-color-ink-muted)}
.sf-breadcrumbs li+li::before{content:"›";margin-right:.4rem}
.sf-breadcrumbs a{color:var(--ts-color-primary);text-decoration:none}
.sf-page-title{font-size:clamp(1.6rem,4vw,2.3rem);margin:0 0 .35rem;letter-spacing:-.01em}
.sf-account{max-width:32rem;padding-block:1.5rem 3rem}
.sf-account__form{display:grid;gap:1rem;margin:1rem 0 1.5rem}
.sf-account__form .ts-button{justify-self:start}
.sf-account__details{display:grid;grid-template-columns:max-content 1fr;gap:.4rem 1.2rem;margin:1rem 0 1.5rem}
.sf-account__details dt{font-weight:600}
.sf-account__details dd{margin:0}
.sf-page-lead{margin:0 0 1.5rem;color:var(--ts-color-ink-muted)}
.sf-error{text-align:center;padding:3rem 1rem}
.sf-error h1{font-size:clamp(1.5rem,4vw,2.2rem)}
.sf-error p{color:var(--ts-color-ink-muted)}
.sf-progress{position:fixed;top:0;left:0;right:0;height:3px;z-index:calc(var(--ts-z-nav) + 1);background:var(--ts-color-accent);transform-origin:left;animation:sf-progress 1.2s ease-out infinite}
@keyframes sf-progress{0%{transform:scaleX(0)}100%{transform:scaleX(1);opacity:.3}}
.sf-footer{background:var(--ts-color-header);color:#c9d2dc;margin-top:auto}
.sf-footer__inner{max-width:var(--ts-max-width);margin:0 auto;padding:2.5rem var(--ts-margin) 1rem;display:grid;gap:1.5rem;grid-template-columns:repeat(auto-fit,minmax(160px,1fr))}
.sf-footer h2{font-size:1rem;color:#fff;margin:0 0 .6rem}
.sf-footer ul{list-style:none;margin:0;padding:0;display:grid;gap:.35rem}
.sf-footer a{color:#c9d2dc;text-decoration:none}
.sf-footer a:hover{color:#fff;text-decoration:underline}
.sf-footer__legal{max-width:var(--ts-max-width);margin:0 auto;padding:1rem var(--ts-margin) 2rem;font-size:.85rem;border-top:1px solid #2a323b}
`;
