import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** Calls the shop's API the way its own pages do (public client, same origin). */
export async function apiGet<T = any>(request: APIRequestContext, baseURL: string, path: string): Promise<T> {
  const token = await request.post('/api/token', {
    form: { client_id: 'storefront-web', grant_type: 'client_credentials' },
    headers: { Origin: baseURL },
  });
  expect(token.status()).toBe(200);
  const { access_token } = await token.json();
  const res = await request.get(`/api${path}`, { headers: { Authorization: `Bearer ${access_token}` } });
  expect(res.status(), path).toBe(200);
  return res.json();
}

/** No serious or critical accessibility violations (axe-core). */
export async function expectAccessible(page: Page, include?: string) {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

export const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** A dialog's opening animation has finished (axe measures contrast on what it sees). */
export async function settled(dialog: Locator) {
  await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
}

/** "Monday, November 23": how the appointment modal's day strip names a day ("YYYY-MM-DD"). */
export const dayName = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

/**
 * Opens the time-change modal from the appointment `card` and waits for the schedule in it: the
 * dialog named `title` in `within` (the page, or the widget whose shadow root holds the modal).
 */
export async function openTimes(card: Locator, within: Page | Locator, title = 'Choose your installation time'): Promise<Locator> {
  await card.getByRole('button', { name: 'Change time' }).click();
  const modal = within.getByRole('dialog', { name: title });
  await expect(modal.getByRole('group', { name: 'Day', exact: true })).toBeVisible();
  return modal;
}

/** In the open time-change modal: a day, waiting at the shop, an hour. */
export async function chooseHour(modal: Locator, date: string, label: string) {
  await modal.getByRole('radio', { name: dayName(date), exact: true }).check();
  await modal.getByRole('radio', { name: /^Wait at the shop/ }).check();
  await modal.getByRole('radio', { name: label, exact: true }).check();
}

/** An installer's day as GET /v1/installers/{id}/schedule answers it (the fields the journeys read). */
export interface ScheduleDay {
  date: string;
  isAvailable: boolean;
  slots: { startTime: string; label: string; available: number }[];
  dropOffWindows: { dropOffWindow: string; startTime: string; label: string; available: number }[];
}

/**
 * spec §4 Cart "default: first available day, morning, drop-off", as the schedule shows it: the
 * first day with anything free, its morning window (its first free window when the morning is
 * gone, then its first free hour).
 */
export function defaultTime(days: ScheduleDay[]) {
  const free = (t: { available: number }) => t.available > 0;
  for (const day of days) {
    const window = day.dropOffWindows.find((w) => w.dropOffWindow === 'Morning' && free(w)) ?? day.dropOffWindows.find(free);
    if (window) return { date: day.date, isDropOff: true, dropOffWindow: window.dropOffWindow, startTime: window.startTime };
    const hour = day.slots.find(free);
    if (hour) return { date: day.date, isDropOff: false, dropOffWindow: null, startTime: hour.startTime };
  }
  throw new Error('nothing is free in the next 30 days');
}
