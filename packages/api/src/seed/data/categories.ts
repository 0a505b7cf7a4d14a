/** spec §9 Category ids (the numbering is the spec's: there is no 9, 12 or 14–19). */
import { CATEGORY_IDS as CATEGORY } from '@tireshop/core';

export { CATEGORY };

export const categoryData: { id: number; slug: string; name: string }[] = [
  { id: CATEGORY.allSeason, slug: 'all-season', name: 'All Season' },
  { id: CATEGORY.performance, slug: 'performance', name: 'Performance' },
  { id: CATEGORY.winter, slug: 'winter', name: 'Winter' },
  { id: CATEGORY.allTerrain, slug: 'all-terrain', name: 'All Terrain' },
  { id: CATEGORY.highway, slug: 'highway', name: 'Highway' },
  { id: CATEGORY.mudTerrain, slug: 'mud-terrain', name: 'Mud Terrain' },
  { id: CATEGORY.racing, slug: 'racing', name: 'Racing' },
  { id: CATEGORY.uhp, slug: 'ultra-high-performance', name: 'Ultra High Performance' },
  { id: CATEGORY.summer, slug: 'summer', name: 'Summer' },
  { id: CATEGORY.touring, slug: 'touring', name: 'Touring' },
  { id: CATEGORY.allWeather, slug: 'all-weather', name: 'All Weather' },
  { id: CATEGORY.trackCompetition, slug: 'track-competition', name: 'Track Competition' },
];
