/** spec §9 Category ids. */
export const CATEGORY_IDS = {
  allSeason: 1,
  performance: 2,
  winter: 3,
  allTerrain: 4,
  highway: 5,
  mudTerrain: 6,
  racing: 7,
  uhp: 8,
  summer: 10,
  touring: 11,
  allWeather: 13,
  trackCompetition: 20,
} as const;
