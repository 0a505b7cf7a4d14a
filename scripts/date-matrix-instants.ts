// The date matrix's suites and instants (scripts/date-matrix.mjs, vitest.date-matrix.config.ts).

export const SUITES = [
  'packages/api/test/appointments-api.test.ts',
  'packages/api/test/appointments-release.test.ts',
  'packages/api/test/installers-availability.test.ts',
  'packages/api/test/installers-details.test.ts',
  'packages/api/test/installer-portal.test.ts',
  'packages/api/test/install-location.test.ts',
];

// Instants in UTC; the test shops keep US hours (08:00–17:30 on weekdays, to 16:00 on Saturdays,
// closed on Sundays). The full run covers the default instant, a Wednesday mid-morning.
export const INSTANTS: [string, string][] = [
  ['2026-11-30T23:30:00Z', 'Monday evening after closing, a month end'],
  ['2026-11-17T14:30:00Z', 'Tuesday, 8:30 in Chicago: the morning window about to pass its notice'],
  ['2026-11-26T15:00:00Z', 'Thanksgiving Day, a Thursday holiday'],
  ['2026-12-31T20:00:00Z', 'Thursday, New Year’s Eve: the next day is a holiday in a new year'],
  ['2026-12-04T19:00:00Z', 'Friday afternoon before a closed Sunday'],
  ['2027-03-13T18:00:00Z', 'Saturday before daylight saving starts'],
  ['2027-11-07T18:00:00Z', 'Sunday, daylight saving ended overnight'],
  ['2028-02-28T14:30:00Z', 'Monday morning before a leap day'],
];
