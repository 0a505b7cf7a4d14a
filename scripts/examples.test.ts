import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { installerWidgetId } from '../packages/api/src/auth/clients';
import { buildCatalogue } from '../packages/api/src/seed/build';

/** Example pages and widget tests embed widget ids a newcomer's freshly seeded shop really has. */
describe('widget ids in examples and widget tests', () => {
  const files = [
    ...readdirSync('examples', { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.html'))
      .map((f) => `examples/${f}`),
    'packages/widget-installer/test/installer-widget.test.html',
  ];
  const seeded = new Set(buildCatalogue().installers.map((i) => installerWidgetId(i.code)));
  for (const file of files) {
    it(file, () => {
      const ids = [...readFileSync(file, 'utf8').matchAll(/<tireshop-installer-widget[^>]*widget-id="(iw-[^"]+)"/g)].map((m) => m[1]!);
      for (const id of ids.filter((id) => id !== 'iw-not-a-shop')) expect(seeded.has(id), id).toBe(true);
    });
  }
});
