/**
 * 150 real product lines of the brands in ./brands. Category ids are spec §9's; scores are 0–10
 * (0 shows as N/A, spec §3 Other) and chosen to be plausible for the line's type; warranty miles
 * are the manufacturers' treadwear warranties (null where the line has none, as for most summer,
 * winter, mud-terrain, commercial and competition tires).
 */
import { CATEGORY } from './categories';

export type TireType = 'passenger' | 'light-truck' | 'suv-crossover' | 'performance' | 'winter' | 'commercial';
export type Season = 'all-season' | 'all-weather' | 'summer' | 'winter';

export interface ProductLineData {
  brand: string;
  name: string;
  categoryId: number;
  tireType: TireType;
  subtype: string;
  season: Season;
  warrantyMiles: number | null;
  /** [handling, longevity, simple, traction], 0 = N/A. */
  scores: [number, number, number, number];
  /** [average stars 1–5, number of ratings]. */
  rating: [number, number];
  description: string;
  /** The line is also made in run-flat versions (Michelin ZP, Goodyear ROF, Pirelli r-f, Falken Run Flat). */
  runFlat?: boolean;
}

const { allSeason, performance, winter, allTerrain, highway, mudTerrain, racing, uhp, summer, touring, allWeather } = CATEGORY;
const track = CATEGORY.trackCompetition;

type Row = [
  brand: string,
  name: string,
  categoryId: number,
  tireType: TireType,
  subtype: string,
  season: Season,
  warrantyMiles: number | null,
  scores: [number, number, number, number],
  rating: [number, number],
  description: string,
  runFlat?: boolean,
];

// Subtypes as US retailers label them.
const STANDARD_TOURING = 'Standard Touring All-Season';
const GRAND_TOURING = 'Grand Touring All-Season';
const GRAND_TOURING_AW = 'Grand Touring All-Weather';
const HP_AS = 'High Performance All-Season';
const UHP_AS = 'Ultra High Performance All-Season';
const UHP_SUMMER = 'Ultra High Performance Summer';
const MAX_SUMMER = 'Max Performance Summer';
const EXTREME_SUMMER = 'Extreme Performance Summer';
const STUDLESS = 'Studless Ice & Snow';
const PERF_WINTER = 'Performance Winter/Snow';
const STUDDABLE = 'Studdable Winter';
const CUV_TOURING = 'Crossover/SUV Touring All-Season';
const HIGHWAY_AS = 'Highway All-Season';
const ALL_TERRAIN = 'On-/Off-Road All-Terrain';
const RUGGED_TERRAIN = 'On-/Off-Road Rugged Terrain';
const MUD_TERRAIN = 'Off-Road Maximum Traction';
const COMMERCIAL_AS = 'Commercial Van All-Season';
const COMMERCIAL_AW = 'Commercial Van All-Weather';
const COMMERCIAL_HWY = 'Commercial Light Truck Highway';
const DRAG_RADIAL = 'Drag Radial (DOT)';
const TRACK_DOT = 'Track & Competition DOT';

const rows: Row[] = [
  // Michelin (13)
  ['michelin', 'Defender2', allSeason, 'passenger', STANDARD_TOURING, 'all-season', 80000, [7.6, 9.6, 9.0, 8.2], [4.7, 3124], 'Touring all-season tire for sedans, minivans and crossovers with an 80,000-mile treadwear warranty.'],
  ['michelin', 'CrossClimate2', allWeather, 'passenger', GRAND_TOURING_AW, 'all-weather', 60000, [8.3, 8.6, 9.2, 9.3], [4.8, 4870], 'All-weather touring tire with the three-peak mountain snowflake mark, so it is rated for severe snow and used all year.'],
  ['michelin', 'Pilot Sport 4S', summer, 'performance', MAX_SUMMER, 'summer', 30000, [9.8, 7.0, 9.4, 9.3], [4.8, 2214], 'Max performance summer tire fitted as original equipment on many sports cars, with a 30,000-mile warranty.', true],
  ['michelin', 'Pilot Sport All Season 4', uhp, 'performance', UHP_AS, 'all-season', 45000, [8.9, 8.0, 9.0, 8.7], [4.7, 1786], 'Ultra high performance all-season tire for sport sedans and coupes driven through light snow.', true],
  ['michelin', 'Primacy Tour A/S', touring, 'passenger', GRAND_TOURING, 'all-season', 55000, [8.0, 8.4, 8.6, 8.1], [4.5, 1402], 'Quiet grand touring all-season tire common as original equipment on luxury sedans.'],
  ['michelin', 'X-Ice Snow', winter, 'winter', STUDLESS, 'winter', null, [7.2, 8.6, 9.0, 9.5], [4.7, 1150], 'Studless ice and snow tire for cars and minivans, made for packed snow and ice.'],
  ['michelin', 'LTX M/S2', highway, 'suv-crossover', HIGHWAY_AS, 'all-season', 70000, [7.5, 9.0, 8.4, 7.8], [4.5, 986], 'Highway all-season tire for SUVs and pickups, with a 70,000-mile warranty.'],
  ['michelin', 'Defender LTX M/S2', highway, 'light-truck', HIGHWAY_AS, 'all-season', 70000, [7.6, 9.5, 9.0, 8.1], [4.7, 2640], 'Highway all-season tire for pickups and SUVs, including heavy-duty LT sizes for towing.'],
  ['michelin', 'Pilot Sport Cup 2', summer, 'performance', EXTREME_SUMMER, 'summer', null, [10, 4.5, 9.1, 9.6], [4.8, 412], 'Street-legal track-focused summer tire fitted by Porsche, Chevrolet and Ferrari to their fastest cars.'],
  ['michelin', 'LTX A/T2', allTerrain, 'light-truck', ALL_TERRAIN, 'all-season', 50000, [7.0, 8.6, 8.2, 8.0], [4.5, 870], 'All-terrain light-truck tire for work trucks that leave the pavement, with a 50,000-mile warranty.'],
  ['michelin', 'Premier A/S', touring, 'passenger', GRAND_TOURING, 'all-season', 60000, [8.1, 8.3, 8.5, 8.6], [4.6, 1010], 'Grand touring all-season tire whose tread grooves widen as it wears, for wet grip late in its life.'],
  ['michelin', 'Pilot Sport 4 SUV', uhp, 'suv-crossover', UHP_SUMMER, 'summer', 30000, [9.2, 7.2, 8.9, 8.8], [4.7, 508], 'Summer performance tire sized for performance SUVs and crossovers.'],
  ['michelin', 'Agilis CrossClimate', allWeather, 'commercial', COMMERCIAL_AW, 'all-weather', null, [7.0, 8.5, 8.3, 8.4], [4.5, 322], 'All-weather light-truck tire for delivery vans and commercial pickups, rated for severe snow.'],

  // Bridgestone (10)
  ['bridgestone', 'Turanza EverDrive', touring, 'passenger', GRAND_TOURING, 'all-season', 65000, [8.0, 8.7, 8.8, 8.3], [4.6, 754], 'Grand touring all-season tire with a 65,000-mile warranty for sedans and minivans.'],
  ['bridgestone', 'Blizzak WS90', winter, 'winter', STUDLESS, 'winter', null, [7.0, 7.8, 8.9, 9.6], [4.7, 2210], 'Studless ice and snow tire for passenger cars, with a multicell compound that wicks water off ice.'],
  ['bridgestone', 'Potenza Sport', summer, 'performance', MAX_SUMMER, 'summer', null, [9.6, 6.8, 9.0, 9.2], [4.7, 395], 'Max performance summer tire for sports cars and performance sedans.'],
  ['bridgestone', 'Dueler A/T Revo 3', allTerrain, 'light-truck', ALL_TERRAIN, 'all-season', 60000, [7.2, 8.4, 8.2, 8.3], [4.5, 1168], 'All-terrain tire for pickups and SUVs, rated for severe snow, with a 60,000-mile warranty.'],
  ['bridgestone', 'Alenza AS Ultra', highway, 'suv-crossover', CUV_TOURING, 'all-season', 80000, [7.9, 9.2, 8.9, 8.2], [4.6, 688], 'Touring all-season tire for luxury SUVs and crossovers, with an 80,000-mile warranty.'],
  ['bridgestone', 'Blizzak DM-V2', winter, 'winter', STUDLESS, 'winter', null, [7.1, 7.6, 8.8, 9.5], [4.7, 1530], 'Studless ice and snow tire sized for SUVs, crossovers and light pickups.'],
  ['bridgestone', 'Potenza RE-71RS', summer, 'performance', EXTREME_SUMMER, 'summer', null, [9.9, 4.2, 9.0, 9.7], [4.8, 342], 'Extreme performance summer tire with a 200 treadwear rating, built for autocross and track days.'],
  ['bridgestone', 'Ecopia EP422 Plus', allSeason, 'passenger', STANDARD_TOURING, 'all-season', 65000, [7.0, 8.8, 8.0, 7.4], [4.4, 1190], 'Low rolling resistance touring tire for economy cars and hybrids.'],
  ['bridgestone', 'WeatherPeak', allWeather, 'passenger', GRAND_TOURING_AW, 'all-weather', 70000, [8.0, 8.8, 8.9, 9.0], [4.7, 645], 'All-weather touring tire rated for severe snow, with a 70,000-mile warranty.'],
  ['bridgestone', 'Potenza RE980AS+', uhp, 'performance', UHP_AS, 'all-season', 50000, [8.8, 8.1, 8.9, 8.5], [4.6, 498], 'Ultra high performance all-season tire for sport sedans and coupes.'],

  // Goodyear (10)
  ['goodyear', 'Assurance WeatherReady', allWeather, 'passenger', GRAND_TOURING_AW, 'all-weather', 60000, [7.8, 8.4, 8.7, 9.0], [4.6, 2760], 'All-weather tire rated for severe snow, for cars, minivans and crossovers.'],
  ['goodyear', 'Eagle F1 Asymmetric 6', summer, 'performance', MAX_SUMMER, 'summer', null, [9.6, 6.9, 9.0, 9.4], [4.7, 214], 'Max performance summer tire with strong wet braking, for sports and luxury cars.'],
  ['goodyear', 'Wrangler DuraTrac', allTerrain, 'light-truck', RUGGED_TERRAIN, 'all-season', 50000, [6.8, 8.0, 8.5, 9.0], [4.6, 3320], 'Aggressive all-terrain tire for pickups and Jeeps, rated for severe snow and studdable.'],
  ['goodyear', 'Wrangler Territory MT', mudTerrain, 'light-truck', MUD_TERRAIN, 'all-season', null, [6.2, 7.2, 8.0, 9.2], [4.5, 612], 'Mud-terrain tire for lifted trucks and off-road SUVs, original equipment on the Chevrolet Silverado ZR2.'],
  ['goodyear', 'Assurance MaxLife', allSeason, 'passenger', STANDARD_TOURING, 'all-season', 85000, [7.4, 9.7, 8.8, 7.9], [4.6, 2980], 'Touring all-season tire with an 85,000-mile treadwear warranty.'],
  ['goodyear', 'Eagle Sport All-Season', performance, 'performance', HP_AS, 'all-season', 50000, [8.2, 8.0, 8.4, 8.0], [4.4, 1845], 'High performance all-season tire for sedans and coupes.', true],
  ['goodyear', 'Wrangler Workhorse AT', allTerrain, 'light-truck', ALL_TERRAIN, 'all-season', 50000, [6.9, 8.2, 7.9, 8.0], [4.4, 930], 'Value all-terrain tire for work pickups and SUVs.'],
  ['goodyear', 'WinterCommand Ultra', winter, 'winter', STUDLESS, 'winter', null, [7.0, 7.5, 8.6, 9.3], [4.6, 388], 'Studless ice and snow tire for cars, crossovers and SUVs.'],
  ['goodyear', 'Eagle Exhilarate', uhp, 'performance', UHP_SUMMER, 'summer', null, [9.3, 7.4, 8.8, 9.0], [4.6, 420], 'Ultra high performance summer tire for sport compacts and sedans.'],
  ['goodyear', 'Assurance ComfortDrive', touring, 'passenger', GRAND_TOURING, 'all-season', 60000, [7.8, 8.6, 8.7, 8.2], [4.6, 1320], 'Grand touring all-season tire tuned for a quiet, smooth ride.'],

  // Continental (8)
  ['continental', 'ExtremeContact DWS06 Plus', uhp, 'performance', UHP_AS, 'all-season', 50000, [9.1, 8.6, 9.3, 8.9], [4.8, 3045], 'Ultra high performance all-season tire whose tread shows D, W and S wear indicators for dry, wet and snow grip.'],
  ['continental', 'PureContact LS', touring, 'passenger', GRAND_TOURING, 'all-season', 70000, [8.4, 8.9, 9.0, 8.5], [4.7, 1624], 'Grand touring all-season tire for sedans and coupes, with a 70,000-mile warranty.'],
  ['continental', 'TrueContact Tour 54', allSeason, 'passenger', STANDARD_TOURING, 'all-season', 80000, [7.6, 9.3, 8.8, 8.2], [4.6, 1215], 'Touring all-season tire with an 80,000-mile warranty for commuters and family cars.'],
  ['continental', 'ExtremeContact Sport 02', summer, 'performance', MAX_SUMMER, 'summer', 30000, [9.5, 7.3, 9.1, 9.3], [4.8, 486], 'Max performance summer tire with a 30,000-mile warranty.'],
  ['continental', 'VikingContact 7', winter, 'winter', STUDLESS, 'winter', null, [7.5, 7.9, 8.8, 9.4], [4.7, 610], 'Studless winter tire with a Nordic compound for ice, snow and cold wet roads.'],
  ['continental', 'TerrainContact A/T', allTerrain, 'light-truck', ALL_TERRAIN, 'all-season', 60000, [7.4, 8.7, 8.3, 8.0], [4.5, 742], 'Quiet all-terrain tire for pickups and SUVs that spend most time on pavement.'],
  ['continental', 'CrossContact LX25', highway, 'suv-crossover', CUV_TOURING, 'all-season', 70000, [7.9, 8.9, 8.7, 8.1], [4.6, 930], 'Touring all-season tire for crossovers and SUVs, with a 70,000-mile warranty.'],
  ['continental', 'VanContact A/S', allSeason, 'commercial', COMMERCIAL_AS, 'all-season', null, [7.0, 8.7, 8.2, 7.6], [4.4, 188], 'All-season tire for full-size commercial vans such as the Ford Transit and Mercedes-Benz Sprinter.'],

  // Pirelli (7)
  ['pirelli', 'P Zero PZ4', summer, 'performance', MAX_SUMMER, 'summer', null, [9.6, 6.7, 9.0, 9.2], [4.6, 612], 'Max performance summer tire fitted as original equipment by BMW, Mercedes-Benz, Audi and Porsche.', true],
  ['pirelli', 'Cinturato P7 All Season Plus 3', touring, 'passenger', GRAND_TOURING, 'all-season', 70000, [8.1, 8.8, 8.7, 8.3], [4.6, 455], 'Grand touring all-season tire with a 70,000-mile warranty.'],
  ['pirelli', 'Scorpion All Season Plus 3', highway, 'suv-crossover', CUV_TOURING, 'all-season', 70000, [7.9, 8.7, 8.6, 8.3], [4.6, 512], 'Touring all-season tire for crossovers and SUVs, with a 70,000-mile warranty.'],
  ['pirelli', 'Winter Sottozero 3', winter, 'winter', PERF_WINTER, 'winter', null, [8.7, 7.0, 8.5, 8.6], [4.5, 236], 'Performance winter tire for sports and luxury cars on cold, wet and snowy roads.', true],
  ['pirelli', 'Scorpion All Terrain Plus', allTerrain, 'light-truck', ALL_TERRAIN, 'all-season', 60000, [7.2, 8.3, 8.1, 8.2], [4.4, 402], 'All-terrain tire for pickups and SUVs, rated for severe snow.'],
  ['pirelli', 'P Zero Trofeo R', track, 'performance', TRACK_DOT, 'summer', null, [10, 0, 0, 9.8], [4.8, 96], 'Semi-slick DOT track tire fitted as original equipment on track-focused supercars.'],
  ['pirelli', 'Cinturato WeatherActive', allWeather, 'passenger', GRAND_TOURING_AW, 'all-weather', 65000, [7.9, 8.5, 8.6, 8.9], [4.5, 218], 'All-weather touring tire rated for severe snow.'],

  // Yokohama (6)
  ['yokohama', 'Geolandar A/T G015', allTerrain, 'light-truck', ALL_TERRAIN, 'all-season', 50000, [7.3, 8.3, 8.4, 8.3], [4.6, 1890], 'All-terrain tire for pickups, SUVs and crossovers, rated for severe snow.'],
  ['yokohama', 'Geolandar M/T G003', mudTerrain, 'light-truck', MUD_TERRAIN, 'all-season', null, [6.1, 7.0, 7.8, 9.1], [4.5, 356], 'Mud-terrain tire for off-road trucks and Jeeps.'],
  ['yokohama', 'Advan Sport A/S+', uhp, 'performance', UHP_AS, 'all-season', 45000, [8.9, 7.9, 8.7, 8.5], [4.5, 322], 'Ultra high performance all-season tire for sport sedans and coupes.'],
  ['yokohama', 'Avid Ascend GT', allSeason, 'passenger', STANDARD_TOURING, 'all-season', 65000, [7.5, 8.8, 8.5, 7.8], [4.5, 1130], 'Touring all-season tire for sedans, minivans and crossovers.'],
  ['yokohama', 'iceGUARD iG53', winter, 'winter', STUDLESS, 'winter', null, [7.2, 7.4, 8.4, 9.0], [4.5, 220], 'Studless winter tire for cars and crossovers.'],
  ['yokohama', 'Advan Neova AD09', summer, 'performance', EXTREME_SUMMER, 'summer', null, [9.8, 4.6, 8.8, 9.6], [4.7, 168], 'Extreme performance summer tire for autocross and track days.'],

  // Hankook (6)
  ['hankook', 'Kinergy PT', touring, 'passenger', STANDARD_TOURING, 'all-season', 90000, [7.4, 9.4, 8.6, 7.9], [4.5, 1260], 'Touring all-season tire with a 90,000-mile warranty on its T-rated sizes.'],
  ['hankook', 'Ventus S1 evo3', summer, 'performance', MAX_SUMMER, 'summer', null, [9.3, 6.9, 8.7, 9.0], [4.6, 344], 'Max performance summer tire for sports cars and performance sedans.'],
  ['hankook', 'Dynapro AT2', allTerrain, 'light-truck', ALL_TERRAIN, 'all-season', 50000, [7.0, 8.2, 8.2, 8.1], [4.5, 690], 'All-terrain tire for pickups and SUVs.'],
  ['hankook', 'Dynapro MT2', mudTerrain, 'light-truck', MUD_TERRAIN, 'all-season', null, [6.0, 7.3, 7.8, 8.9], [4.5, 310], 'Mud-terrain tire for off-road pickups and SUVs.'],
  ['hankook', 'Winter i*cept iZ2 A', winter, 'winter', STUDLESS, 'winter', null, [7.3, 7.2, 8.3, 8.9], [4.4, 176], 'Studless winter tire for passenger cars and crossovers.'],
  ['hankook', 'Ventus V2 concept2', performance, 'performance', HP_AS, 'all-season', 50000, [8.0, 8.1, 8.2, 7.8], [4.4, 560], 'High performance all-season tire for sedans and coupes.'],

  // Toyo (7)
  ['toyo', 'Open Country A/T III', allTerrain, 'light-truck', ALL_TERRAIN, 'all-season', 65000, [7.2, 8.7, 8.6, 8.4], [4.6, 1710], 'All-terrain tire for pickups and SUVs, rated for severe snow.'],
  ['toyo', 'Open Country M/T', mudTerrain, 'light-truck', MUD_TERRAIN, 'all-season', null, [6.0, 7.4, 8.0, 9.2], [4.6, 980], 'Mud-terrain tire with three-ply sidewalls for rock crawling and trails.'],
  ['toyo', 'Proxes Sport', summer, 'performance', MAX_SUMMER, 'summer', null, [9.3, 6.8, 8.7, 9.0], [4.6, 402], 'Max performance summer tire for sports cars and sport sedans.'],
  ['toyo', 'Celsius', allWeather, 'passenger', GRAND_TOURING_AW, 'all-weather', 65000, [7.5, 8.4, 8.4, 8.6], [4.4, 488], 'All-weather touring tire rated for severe snow.'],
  ['toyo', 'Observe GSi-6', winter, 'winter', STUDLESS, 'winter', null, [7.1, 7.3, 8.3, 9.0], [4.5, 260], 'Studless winter tire for cars, crossovers and SUVs.'],
  ['toyo', 'Proxes RR', track, 'performance', TRACK_DOT, 'summer', null, [9.9, 0, 0, 9.8], [4.7, 64], 'DOT competition tire for time attack and club racing.'],
  ['toyo', 'Proxes R888R', track, 'performance', TRACK_DOT, 'summer', null, [9.7, 0, 8.9, 9.6], [4.7, 210], 'DOT competition tire for track days and autocross.'],

  // Falken (5)
  ['falken', 'Wildpeak A/T4W', allTerrain, 'light-truck', ALL_TERRAIN, 'all-season', 55000, [7.1, 8.3, 8.5, 8.6], [4.6, 1120], 'All-terrain tire for pickups and SUVs, rated for severe snow.'],
  ['falken', 'Azenis FK510', summer, 'performance', MAX_SUMMER, 'summer', null, [9.1, 6.8, 8.5, 8.8], [4.5, 296], 'Max performance summer tire for sport and luxury sedans.', true],
  ['falken', 'Sincera SN250 A/S', allSeason, 'passenger', STANDARD_TOURING, 'all-season', 65000, [7.2, 8.6, 8.2, 7.6], [4.4, 712], 'Touring all-season tire for sedans and minivans.'],
  ['falken', 'Ziex ZE950 A/S', performance, 'performance', HP_AS, 'all-season', 55000, [8.0, 8.2, 8.2, 7.9], [4.4, 890], 'High performance all-season tire for cars and crossovers.'],
  ['falken', 'Wildpeak M/T', mudTerrain, 'light-truck', MUD_TERRAIN, 'all-season', null, [6.1, 7.3, 8.0, 9.1], [4.6, 420], 'Mud-terrain tire with a three-ply sidewall for trucks and Jeeps.'],

  // BFGoodrich (6)
  ['bfgoodrich', 'All-Terrain T/A KO2', allTerrain, 'light-truck', ALL_TERRAIN, 'all-season', 50000, [7.0, 8.5, 9.0, 8.8], [4.7, 5210], 'All-terrain light-truck tire with a reinforced sidewall, rated for severe snow.'],
  ['bfgoodrich', 'Mud-Terrain T/A KM3', mudTerrain, 'light-truck', MUD_TERRAIN, 'all-season', null, [6.1, 7.6, 8.6, 9.4], [4.7, 1230], 'Mud-terrain tire developed in off-road racing, for rock and mud.'],
  ['bfgoodrich', 'g-Force COMP-2 A/S PLUS', uhp, 'performance', UHP_AS, 'all-season', 45000, [8.9, 7.8, 8.8, 8.5], [4.6, 1480], 'Ultra high performance all-season tire for sport sedans and muscle cars.'],
  ['bfgoodrich', 'Trail-Terrain T/A', allTerrain, 'light-truck', ALL_TERRAIN, 'all-season', 60000, [7.4, 8.6, 8.5, 8.2], [4.6, 860], 'Trail-focused all-terrain tire for crossovers, SUVs and light pickups.'],
  ['bfgoodrich', 'Advantage Control', allSeason, 'passenger', STANDARD_TOURING, 'all-season', 65000, [7.5, 8.7, 8.5, 8.0], [4.5, 596], 'Touring all-season tire for sedans, coupes and minivans.'],
  ['bfgoodrich', 'g-Force Rival S 1.5', summer, 'performance', EXTREME_SUMMER, 'summer', null, [9.7, 4.5, 8.8, 9.5], [4.7, 290], 'Extreme performance summer tire with a 200 treadwear rating for autocross and track days.'],

  // Cooper (6)
  ['cooper', 'Discoverer AT3 4S', allTerrain, 'light-truck', ALL_TERRAIN, 'all-season', 65000, [7.1, 8.8, 8.6, 8.4], [4.6, 2390], 'All-terrain tire for pickups and SUVs, rated for severe snow, with a 65,000-mile warranty.'],
  ['cooper', 'Discoverer STT Pro', mudTerrain, 'light-truck', MUD_TERRAIN, 'all-season', null, [5.9, 7.5, 8.1, 9.3], [4.6, 640], 'Mud-terrain tire with a three-ply sidewall for serious off-road use.'],
  ['cooper', 'Endeavor Plus', touring, 'suv-crossover', CUV_TOURING, 'all-season', 65000, [7.6, 8.7, 8.5, 8.2], [4.5, 530], 'Touring all-season tire for crossovers and SUVs.'],
  ['cooper', 'CS5 Ultra Touring', touring, 'passenger', GRAND_TOURING, 'all-season', 70000, [7.7, 8.9, 8.6, 8.0], [4.5, 2130], 'Grand touring all-season tire with a 70,000-mile warranty.'],
  ['cooper', 'Evolution Winter', winter, 'winter', STUDDABLE, 'winter', null, [7.0, 7.5, 8.2, 8.9], [4.5, 320], 'Studdable winter tire for cars, crossovers and SUVs.'],
  ['cooper', 'Cobra Instinct', performance, 'performance', HP_AS, 'all-season', 45000, [8.4, 7.8, 8.2, 8.0], [4.4, 240], 'High performance all-season tire for muscle cars and sport sedans.'],

  // General (5)
  ['general', 'Grabber A/TX', allTerrain, 'light-truck', ALL_TERRAIN, 'all-season', 60000, [7.0, 8.5, 8.6, 8.5], [4.6, 1650], 'All-terrain tire for pickups and SUVs, rated for severe snow.'],
  ['general', 'Grabber X3', mudTerrain, 'light-truck', MUD_TERRAIN, 'all-season', null, [6.0, 7.4, 8.2, 9.1], [4.6, 410], 'Mud-terrain tire for off-road trucks and Jeeps.'],
  ['general', 'AltiMAX RT45', allSeason, 'passenger', STANDARD_TOURING, 'all-season', 75000, [7.3, 9.0, 8.6, 7.9], [4.5, 2410], 'Touring all-season tire with a 75,000-mile warranty on its T-rated sizes.'],
  ['general', 'G-MAX AS-07', uhp, 'performance', UHP_AS, 'all-season', 50000, [8.6, 8.0, 8.5, 8.2], [4.5, 510], 'Ultra high performance all-season tire for sport sedans and coupes.'],
  ['general', 'Grabber HTS60', highway, 'light-truck', HIGHWAY_AS, 'all-season', 70000, [7.3, 8.9, 8.5, 7.9], [4.5, 780], 'Highway all-season tire for pickups and SUVs.'],

  // Kumho (5)
  ['kumho', 'Crugen HT51', highway, 'suv-crossover', HIGHWAY_AS, 'all-season', 55000, [7.1, 8.3, 8.0, 7.6], [4.3, 420], 'Highway all-season tire for SUVs and pickups.'],
  ['kumho', 'Ecsta PA51', performance, 'performance', HP_AS, 'all-season', 50000, [8.3, 7.9, 8.2, 7.9], [4.4, 560], 'High performance all-season tire for sedans and coupes.'],
  ['kumho', 'Solus TA31', touring, 'passenger', STANDARD_TOURING, 'all-season', 75000, [7.2, 8.7, 8.1, 7.6], [4.3, 380], 'Touring all-season tire for sedans and minivans.'],
  ['kumho', 'Ecsta PS91', summer, 'performance', MAX_SUMMER, 'summer', null, [9.2, 6.6, 8.4, 8.9], [4.5, 188], 'Max performance summer tire for sports cars.'],
  ['kumho', 'WinterCraft WI61', winter, 'winter', STUDLESS, 'winter', null, [7.0, 7.2, 8.0, 8.8], [4.4, 142], 'Studless winter tire for cars and crossovers.'],

  // Nitto (5)
  ['nitto', 'Ridge Grappler', allTerrain, 'light-truck', RUGGED_TERRAIN, 'all-season', null, [6.6, 8.0, 8.6, 8.9], [4.7, 1320], 'Hybrid tire between all-terrain and mud-terrain, for lifted trucks and Jeeps.'],
  ['nitto', 'Trail Grappler M/T', mudTerrain, 'light-truck', MUD_TERRAIN, 'all-season', null, [6.2, 7.6, 8.3, 9.1], [4.6, 700], 'Mud-terrain tire with a quieter ride than most, for trucks that tow and crawl.'],
  ['nitto', 'NT555 G2', uhp, 'performance', UHP_SUMMER, 'summer', null, [9.1, 6.9, 8.4, 8.8], [4.5, 460], 'Ultra high performance summer tire popular on muscle cars with staggered fitments.'],
  ['nitto', 'NT01', track, 'performance', TRACK_DOT, 'summer', null, [9.6, 0, 8.7, 9.5], [4.7, 180], 'DOT competition tire for track days and time attack.'],
  ['nitto', 'NT555R II', racing, 'performance', DRAG_RADIAL, 'summer', null, [7.0, 0, 8.5, 9.7], [4.6, 150], 'DOT drag radial for street cars that run at the drag strip.'],

  // Firestone (5)
  ['firestone', 'Destination A/T2', allTerrain, 'light-truck', ALL_TERRAIN, 'all-season', 55000, [7.0, 8.3, 8.0, 8.1], [4.4, 740], 'All-terrain tire for pickups and SUVs, rated for severe snow.'],
  ['firestone', 'WeatherGrip', allWeather, 'passenger', GRAND_TOURING_AW, 'all-weather', 65000, [7.7, 8.5, 8.6, 8.9], [4.6, 1530], 'All-weather tire rated for severe snow, for cars, minivans and crossovers.'],
  ['firestone', 'Firehawk Indy 500', uhp, 'performance', UHP_SUMMER, 'summer', 45000, [9.0, 8.0, 8.9, 8.8], [4.7, 1280], 'Ultra high performance summer tire known for its 45,000-mile warranty, uncommon for a summer tire.'],
  ['firestone', 'Destination LE3', highway, 'suv-crossover', HIGHWAY_AS, 'all-season', 70000, [7.4, 8.8, 8.5, 8.0], [4.5, 1660], 'Highway all-season tire for SUVs, crossovers and light pickups.'],
  ['firestone', 'Transforce HT3', highway, 'commercial', COMMERCIAL_HWY, 'all-season', null, [6.8, 8.9, 8.2, 7.6], [4.4, 356], 'Highway tire for work trucks and commercial vans, in heavy-duty LT sizes.'],

  // Dunlop (4)
  ['dunlop', 'Grandtrek AT20', allTerrain, 'suv-crossover', ALL_TERRAIN, 'all-season', null, [7.0, 7.8, 7.4, 7.5], [4.0, 610], 'All-terrain tire fitted as original equipment on the Toyota 4Runner and Tacoma.'],
  ['dunlop', 'Sport Maxx RT2', summer, 'performance', MAX_SUMMER, 'summer', null, [9.3, 6.8, 8.6, 8.9], [4.6, 402], 'Max performance summer tire for sports cars and sport sedans.'],
  ['dunlop', 'Signature HP', performance, 'performance', HP_AS, 'all-season', 50000, [8.1, 8.0, 8.1, 7.9], [4.4, 620], 'High performance all-season tire for sedans and coupes.'],
  ['dunlop', 'Winter Maxx 2', winter, 'winter', STUDLESS, 'winter', null, [7.2, 7.8, 8.4, 9.0], [4.5, 276], 'Studless winter tire for cars and crossovers.'],

  // Nexen (3)
  ['nexen', "N'Fera AU7", uhp, 'performance', UHP_AS, 'all-season', 50000, [8.4, 7.7, 8.1, 8.0], [4.4, 320], 'Ultra high performance all-season tire for sport sedans and coupes.'],
  ['nexen', 'Roadian ATX', allTerrain, 'light-truck', ALL_TERRAIN, 'all-season', 50000, [6.9, 8.0, 7.9, 8.2], [4.4, 350], 'All-terrain tire for pickups and SUVs, rated for severe snow.'],
  ['nexen', "N'Priz AH8", allSeason, 'passenger', STANDARD_TOURING, 'all-season', 90000, [7.1, 8.9, 8.1, 7.4], [4.3, 770], 'Touring all-season tire with a 90,000-mile warranty for commuter cars.'],

  // Sumitomo (3)
  ['sumitomo', 'HTR Enhance LX2', touring, 'passenger', STANDARD_TOURING, 'all-season', 80000, [7.1, 8.8, 8.0, 7.6], [4.3, 480], 'Touring all-season tire for sedans and minivans.'],
  ['sumitomo', 'HTR Z5', summer, 'performance', MAX_SUMMER, 'summer', null, [8.9, 6.5, 8.1, 8.6], [4.4, 176], 'Max performance summer tire for sports cars.'],
  ['sumitomo', 'Encounter AT', allTerrain, 'light-truck', ALL_TERRAIN, 'all-season', 55000, [6.8, 8.0, 7.7, 7.9], [4.3, 220], 'All-terrain tire for pickups and SUVs.'],

  // Uniroyal (2)
  ['uniroyal', 'Tiger Paw Touring A/S', touring, 'passenger', STANDARD_TOURING, 'all-season', 65000, [7.2, 8.6, 8.1, 7.7], [4.4, 880], 'Touring all-season tire for sedans and minivans.'],
  ['uniroyal', 'Laredo Cross Country Tour', highway, 'suv-crossover', HIGHWAY_AS, 'all-season', 70000, [7.0, 8.7, 8.0, 7.6], [4.3, 410], 'Highway all-season tire for SUVs and light pickups.'],

  // Nokian (4)
  ['nokian', 'Hakkapeliitta R5', winter, 'winter', STUDLESS, 'winter', null, [7.6, 7.9, 9.1, 9.7], [4.8, 380], 'Studless Nordic winter tire for cars and crossovers in the snowiest climates.'],
  ['nokian', 'WR G4', allWeather, 'passenger', GRAND_TOURING_AW, 'all-weather', 60000, [8.0, 8.3, 8.7, 9.1], [4.6, 610], 'All-weather tire rated for severe snow, developed in Finland.'],
  ['nokian', 'Outpost AT', allTerrain, 'light-truck', ALL_TERRAIN, 'all-season', 60000, [7.2, 8.4, 8.3, 8.5], [4.5, 230], 'All-terrain tire for pickups and SUVs, rated for severe snow.'],
  ['nokian', 'One', touring, 'passenger', GRAND_TOURING, 'all-season', 80000, [7.7, 9.1, 8.5, 8.0], [4.5, 190], 'Touring all-season tire with an 80,000-mile warranty, made in Dayton, Tennessee.'],

  // Vredestein (3)
  ['vredestein', 'Quatrac Pro+', allWeather, 'passenger', GRAND_TOURING_AW, 'all-weather', 60000, [8.3, 8.1, 8.5, 8.8], [4.5, 160], 'All-weather touring tire rated for severe snow, styled by Giugiaro.'],
  ['vredestein', 'Ultrac Vorti+', uhp, 'performance', UHP_SUMMER, 'summer', null, [9.0, 6.8, 8.2, 8.7], [4.4, 96], 'Ultra high performance summer tire for sports and luxury cars.'],
  ['vredestein', 'Wintrac Pro', winter, 'winter', PERF_WINTER, 'winter', null, [8.2, 7.2, 8.3, 8.7], [4.4, 84], 'Performance winter tire for luxury and sports cars.'],

  // Mastercraft (3)
  ['mastercraft', 'Courser AXT2', allTerrain, 'light-truck', ALL_TERRAIN, 'all-season', 55000, [6.9, 8.3, 8.0, 8.2], [4.5, 410], 'All-terrain tire for pickups and SUVs, rated for severe snow.'],
  ['mastercraft', 'Stratus AS', allSeason, 'passenger', STANDARD_TOURING, 'all-season', 65000, [7.1, 8.5, 7.9, 7.5], [4.3, 260], 'Touring all-season tire for sedans and minivans.'],
  ['mastercraft', 'Courser MXT', mudTerrain, 'light-truck', MUD_TERRAIN, 'all-season', null, [5.9, 7.2, 7.8, 8.9], [4.5, 230], 'Mud-terrain tire for off-road pickups and Jeeps.'],

  // Hercules (3)
  ['hercules', 'Terra Trac AT II', allTerrain, 'light-truck', ALL_TERRAIN, 'all-season', 60000, [6.8, 8.2, 7.8, 8.0], [4.4, 520], 'All-terrain tire for pickups and SUVs.'],
  ['hercules', 'Roadtour 855 SPL', allSeason, 'passenger', STANDARD_TOURING, 'all-season', 85000, [7.0, 8.8, 7.9, 7.4], [4.3, 330], 'Touring all-season tire for sedans and minivans.'],
  ['hercules', 'Avalanche X-Treme', winter, 'winter', STUDDABLE, 'winter', null, [6.8, 7.3, 7.7, 8.6], [4.3, 170], 'Studdable winter tire for cars, crossovers and light trucks.'],

  // Kelly (2)
  ['kelly', 'Edge A/S', allSeason, 'passenger', STANDARD_TOURING, 'all-season', 65000, [7.0, 8.5, 7.8, 7.4], [4.3, 560], 'Touring all-season tire for sedans and minivans.'],
  ['kelly', 'Edge AT', allTerrain, 'light-truck', ALL_TERRAIN, 'all-season', 50000, [6.7, 8.0, 7.6, 7.9], [4.3, 310], 'All-terrain tire for pickups and SUVs.'],

  // Laufenn (3)
  ['laufenn', 'G FIT AS-01', allSeason, 'passenger', STANDARD_TOURING, 'all-season', 70000, [7.0, 8.4, 7.8, 7.4], [4.3, 610], 'Touring all-season tire for compact cars and sedans.'],
  ['laufenn', 'X FIT AT', allTerrain, 'light-truck', ALL_TERRAIN, 'all-season', 50000, [6.7, 7.9, 7.6, 7.9], [4.3, 240], 'All-terrain tire for pickups and SUVs.'],
  ['laufenn', 'S FIT AS-01', performance, 'performance', UHP_AS, 'all-season', 45000, [8.0, 7.6, 7.8, 7.6], [4.3, 280], 'Performance all-season tire for sport sedans and coupes.'],

  // Ironman (2)
  ['ironman', 'All Country A/T', allTerrain, 'light-truck', ALL_TERRAIN, 'all-season', 50000, [6.6, 7.8, 7.4, 7.8], [4.2, 290], 'All-terrain tire for pickups and SUVs.'],
  ['ironman', 'iMove Gen2 AS', performance, 'performance', HP_AS, 'all-season', 50000, [7.7, 7.6, 7.6, 7.4], [4.2, 340], 'Performance all-season tire for sedans and coupes.'],

  // GT Radial (3)
  ['gt-radial', 'Champiro Touring AS', touring, 'passenger', STANDARD_TOURING, 'all-season', 80000, [7.0, 8.6, 7.8, 7.4], [4.3, 260], 'Touring all-season tire for sedans and minivans.'],
  ['gt-radial', 'Adventuro AT3', allTerrain, 'light-truck', ALL_TERRAIN, 'all-season', 50000, [6.7, 7.9, 7.5, 7.9], [4.3, 220], 'All-terrain tire for pickups and SUVs.'],
  ['gt-radial', 'Champiro WinterPro 2', winter, 'winter', STUDLESS, 'winter', null, [6.8, 7.1, 7.6, 8.5], [4.2, 96], 'Studless winter tire for cars and crossovers.'],

  // Mickey Thompson (4)
  ['mickey-thompson', 'Baja Boss A/T', allTerrain, 'light-truck', RUGGED_TERRAIN, 'all-season', 50000, [6.5, 8.0, 8.4, 8.9], [4.6, 540], 'Aggressive all-terrain tire for lifted trucks and Jeeps, rated for severe snow.'],
  ['mickey-thompson', 'Baja Legend MTZ', mudTerrain, 'light-truck', MUD_TERRAIN, 'all-season', null, [5.8, 7.1, 8.1, 9.4], [4.6, 310], 'Mud-terrain tire for rock crawling and deep mud.'],
  ['mickey-thompson', 'ET Street R', racing, 'performance', DRAG_RADIAL, 'summer', null, [6.8, 0, 8.3, 9.8], [4.7, 240], 'DOT drag radial for street-driven cars that race at the strip.'],
  ['mickey-thompson', 'ET Street S/S', racing, 'performance', DRAG_RADIAL, 'summer', null, [7.2, 0, 8.2, 9.5], [4.6, 180], 'DOT drag radial in common street sizes for muscle cars.'],

  // Hoosier (3)
  ['hoosier', 'R7', track, 'performance', TRACK_DOT, 'summer', null, [10, 0, 0, 10], [4.8, 120], 'DOT road-racing tire for road courses, sold for competition use.'],
  ['hoosier', 'A7', track, 'performance', TRACK_DOT, 'summer', null, [10, 0, 0, 10], [4.8, 90], 'DOT autocross tire that reaches grip at low temperatures, sold for competition use.'],
  ['hoosier', 'Quick Time Pro D.O.T. Radial', racing, 'performance', DRAG_RADIAL, 'summer', null, [6.5, 0, 0, 9.8], [4.6, 70], 'DOT drag radial for street cars that run at the drag strip.'],

  // Sailun (2)
  ['sailun', 'Atrezzo SH408', allSeason, 'passenger', STANDARD_TOURING, 'all-season', 60000, [6.8, 8.0, 7.4, 7.2], [4.1, 210], 'Touring all-season tire for compact cars and sedans.'],
  ['sailun', 'Terramax A/T4S', allTerrain, 'light-truck', ALL_TERRAIN, 'all-season', 50000, [6.5, 7.7, 7.3, 7.8], [4.2, 130], 'All-terrain tire for pickups and SUVs, rated for severe snow.'],

  // Westlake (2)
  ['westlake', 'RP18', allSeason, 'passenger', STANDARD_TOURING, 'all-season', 40000, [6.5, 7.6, 7.0, 6.9], [4.0, 540], 'Budget touring all-season tire for compact cars and sedans.'],
  ['westlake', 'SA07 Sport', uhp, 'performance', UHP_SUMMER, 'summer', null, [7.9, 6.4, 7.2, 7.6], [4.1, 150], 'Budget ultra high performance summer tire for sport compacts.'],
];

export const productLineData: ProductLineData[] = rows.map(
  ([brand, name, categoryId, tireType, subtype, season, warrantyMiles, scores, rating, description, runFlat]) => ({
    brand,
    name,
    categoryId,
    tireType,
    subtype,
    season,
    warrantyMiles,
    scores,
    rating,
    description,
    runFlat: runFlat ?? false,
  }),
);
