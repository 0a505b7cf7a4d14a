// Debian's Chromium, started the way these machines need it (no sandbox as root, no background
// networking: the network is closed). CHROME_PATH overrides the location.
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
