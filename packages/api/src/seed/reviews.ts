/**
 * Shopper reviews of product lines for the seed catalogue: 3 to 12 a line, written from templates
 * that fit the line's kind (winter lines are praised for snow grip, mud-terrain lines talk about
 * trails, performance lines about dry grip …), by made-up reviewers from real US places, on
 * vehicles that take such tires. Per-attribute stars follow the line's scores (spec §3 Other:
 * handling → dry, traction → wet and winter, longevity → treadwear; the line's kind → comfort and
 * noise), with a little spread and the odd disappointed reviewer, whose words match the stars.
 * Dates fall in the two years before a fixed day, so the same seed always gives the same rows.
 *
 * The lines' seeded rating_value / rating_count are left as they are: they stand for ratings
 * collected elsewhere; the review averages on the product page come from these rows.
 */
import { CATEGORY_IDS } from '@tireshop/core';
import type { Random } from './random';
import type { BrandRow, ProductLineRow, ReviewRow } from './types';

/** Reviews are dated in the 730 days before this day. */
export const SEED_REVIEWS_UNTIL = new Date(Date.UTC(2026, 9, 31, 18, 0, 0));
const DAY_MS = 86_400_000;

export const MIN_SEED_REVIEWS = 3;
export const MAX_SEED_REVIEWS = 12;

type Kind =
  | 'touring'
  | 'highway'
  | 'performance'
  | 'summer'
  | 'all-weather'
  | 'winter'
  | 'all-terrain'
  | 'mud-terrain'
  | 'competition'
  | 'drag'
  | 'commercial';

export function reviewKindOf(line: Pick<ProductLineRow, 'categoryId' | 'season' | 'tireType'>): Kind {
  const c = line.categoryId;
  if (line.tireType === 'commercial') return 'commercial';
  if (c === CATEGORY_IDS.trackCompetition) return 'competition';
  if (c === CATEGORY_IDS.racing) return 'drag';
  if (c === CATEGORY_IDS.winter) return 'winter';
  if (c === CATEGORY_IDS.allWeather) return 'all-weather';
  if (c === CATEGORY_IDS.mudTerrain) return 'mud-terrain';
  if (c === CATEGORY_IDS.allTerrain) return 'all-terrain';
  if (line.season === 'summer') return 'summer';
  if (c === CATEGORY_IDS.performance || c === CATEGORY_IDS.uhp) return 'performance';
  if (c === CATEGORY_IDS.highway) return 'highway';
  return 'touring';
}

interface KindText {
  /** What a reviewer without a named vehicle calls it. */
  noun: string;
  vehicles: readonly string[];
  titles: readonly string[];
  openers: readonly string[];
  details: readonly string[];
  closers: readonly string[];
  /** A disappointed reviewer's title and complaint. */
  gripeTitles: readonly string[];
  gripes: readonly string[];
  /** Wet grip relative to the traction score (an off-road or competition tire's traction is not wet grip). */
  wet: number;
  /** 0–1: how comfortable and how quiet tires of this kind are (comfort and noise stars). */
  comfort: number;
  quiet: number;
  /** Chance a reviewer rates winter grip. */
  ratesWinter: number;
  /** Miles a reviewer has typically put on them. */
  miles: [number, number];
}

const SEDANS = [
  'Honda Accord',
  'Toyota Camry',
  'Honda Civic',
  'Nissan Altima',
  'Hyundai Sonata',
  'Mazda3',
  'Subaru Legacy',
  'Kia K5',
  'Toyota Corolla',
  'Chevrolet Malibu',
  'Volkswagen Jetta',
  'Toyota Prius',
];
const CROSSOVERS = [
  'Honda CR-V',
  'Toyota RAV4',
  'Subaru Outback',
  'Mazda CX-5',
  'Hyundai Tucson',
  'Nissan Rogue',
  'Subaru Forester',
  'Kia Sorento',
  'Ford Escape',
  'Toyota Highlander',
  'Honda Odyssey',
  'Chrysler Pacifica',
];
const TRUCKS = [
  'Ford F-150',
  'Chevrolet Silverado 1500',
  'Ram 1500',
  'Toyota Tacoma',
  'Toyota Tundra',
  'GMC Sierra 1500',
  'Jeep Wrangler',
  'Toyota 4Runner',
  'Jeep Gladiator',
  'Nissan Frontier',
  'Ford Bronco',
  'Chevrolet Colorado',
];
const HD_TRUCKS = [
  'Ford F-250',
  'Ram 2500',
  'Chevrolet Silverado 2500HD',
  'Ford Expedition',
  'Chevrolet Tahoe',
  'GMC Yukon',
  'Toyota Sequoia',
];
const SPORTS = [
  'Ford Mustang GT',
  'Chevrolet Camaro SS',
  'BMW M3',
  'Subaru WRX',
  'Volkswagen Golf GTI',
  'Mazda MX-5 Miata',
  'Porsche 911 Carrera',
  'Toyota GR86',
  'Honda Civic Si',
  'Audi S4',
  'Chevrolet Corvette',
  'Dodge Challenger R/T',
];
const TRACK_CARS = [
  'Mazda MX-5 Miata',
  'Chevrolet Corvette Z06',
  'Porsche 718 Cayman GT4',
  'BMW M2',
  'Toyota GR86',
  'Honda Civic Type R',
  'Ford Mustang GT',
  'Subaru BRZ',
];
const VANS = [
  'Ford Transit 250',
  'Mercedes-Benz Sprinter 2500',
  'Ram ProMaster 2500',
  'Chevrolet Express 2500',
  'Ford Transit Connect',
  'Nissan NV200',
];

const TEXT: Record<Kind, KindText> = {
  touring: {
    noun: 'my car',
    vehicles: [...SEDANS, ...CROSSOVERS.slice(0, 6)],
    titles: [
      'Quiet and comfortable',
      'Great everyday tire',
      'Smooth ride, no complaints',
      'Exactly what I needed',
      'Solid commuter tire',
      'Would buy again',
      'Big upgrade over the OEM tires',
    ],
    openers: [
      'Put a set of {line} on {vehicle} and the ride is noticeably smoother.',
      'Replaced the worn factory tires on {vehicle} with the {line}.',
      'I drive about 40 miles a day to work and back, and the {line} has been a great fit.',
      'Bought these for {vehicle} after a lot of reading, and I am glad I did.',
    ],
    details: [
      'Road noise on the interstate dropped a lot compared to the old tires.',
      'They feel planted in heavy rain and I have not had a single moment of hydroplaning.',
      'Tread is wearing evenly with rotations every 6,000 miles.',
      'Handled a couple of light snow days without drama.',
      'Potholes and expansion joints are much less harsh now.',
      'Fuel economy stayed about the same as before.',
      'Steering feels predictable, nothing sporty but very secure.',
    ],
    closers: [
      'Good value for a {brand}.',
      'Would recommend for anyone who mostly commutes.',
      'I will buy them again.',
      'Happy with the purchase.',
    ],
    gripeTitles: ['Wore faster than expected', 'Not as quiet as advertised', 'Just okay'],
    gripes: [
      'After {miles} miles the tread is already halfway gone, even with regular rotations.',
      'A hum starts around 60 mph that I did not have with my previous tires.',
      'Wet grip is fine but they feel vague in corners on {vehicle}.',
    ],
    wet: 1,
    comfort: 0.9,
    quiet: 0.88,
    ratesWinter: 0.3,
    miles: [3000, 45000],
  },
  highway: {
    noun: 'my SUV',
    vehicles: [...CROSSOVERS, ...TRUCKS.slice(0, 6), ...HD_TRUCKS.slice(3)],
    titles: [
      'Great highway tire',
      'Quiet on long trips',
      'Perfect for towing and road trips',
      'Long-lasting and smooth',
      'Excellent on the interstate',
    ],
    openers: [
      'I put a lot of highway miles on {vehicle} and the {line} has been excellent.',
      'Installed the {line} before a cross-country road trip in {vehicle}.',
      'These replaced the factory tires on {vehicle}, which I use for commuting and pulling a small camper.',
    ],
    details: [
      'Very quiet at 75 mph, the cabin is noticeably calmer.',
      'Stable when towing and in crosswinds.',
      'Wet braking is confident, even with the truck loaded.',
      'Tread wear has been minimal so far.',
      'The ride is smooth over rough concrete highways.',
    ],
    closers: [
      'Great tire for the money.',
      'Would recommend to anyone who drives mostly highway.',
      'Will buy another set when these wear out.',
    ],
    gripeTitles: ['Soft sidewalls when loaded', 'Mediocre in snow'],
    gripes: [
      'With a full load the sidewalls feel soft and it wallows in turns.',
      'In the first real snowfall they struggled on hills, so plan on winter tires if you get much snow.',
    ],
    wet: 1,
    comfort: 0.88,
    quiet: 0.85,
    ratesWinter: 0.35,
    miles: [5000, 55000],
  },
  performance: {
    noun: 'my car',
    vehicles: [...SPORTS.slice(0, 10), 'Honda Accord Sport', 'Acura TLX', 'Lexus IS 350'],
    titles: [
      'Sporty and usable all year',
      'Great all-season performance',
      'Grippy and predictable',
      'Best all-season I have owned',
      'Sharp steering, good in rain',
    ],
    openers: [
      'I wanted summer-like grip without swapping tires in winter, and the {line} on {vehicle} delivers.',
      'Moved to the {line} from a touring tire on {vehicle}.',
      'After two seasons on {vehicle}, the {line} still impresses me.',
    ],
    details: [
      'Turn-in is sharp and the dry grip is strong on back roads.',
      'In heavy rain it stays composed, even at highway speeds.',
      'Light snow is manageable, though it is not a winter tire.',
      'Steering response is a big step up from the factory tires.',
      'Road noise is a bit higher than a touring tire but still reasonable.',
    ],
    closers: ['Great balance for a daily driver.', 'Would buy again.', 'Recommended for sporty sedans.'],
    gripeTitles: ['Grip fades as they wear', 'Noisy after a few months'],
    gripes: [
      'Once they passed {miles} miles the wet grip dropped off noticeably.',
      'They got louder as they wore and the ride is firmer than I expected.',
    ],
    wet: 1,
    comfort: 0.78,
    quiet: 0.78,
    ratesWinter: 0.35,
    miles: [3000, 35000],
  },
  summer: {
    noun: 'my car',
    vehicles: SPORTS,
    titles: ['Incredible dry grip', 'Transformed the car', 'Sticky and precise', 'Best summer tire I have used', 'Worth every penny'],
    openers: [
      'Mounted the {line} on {vehicle} for the summer and it feels like a different car.',
      'The {line} replaced the factory summer tires on {vehicle}.',
      'Drove {vehicle} on the {line} through a whole season of canyon runs and commuting.',
    ],
    details: [
      'Dry grip is outstanding, the car just holds its line through fast corners.',
      'Steering feel is precise and the tire talks to you at the limit.',
      'Wet grip is far better than I expected from a max performance tire.',
      'Braking distances are noticeably shorter.',
      'They do wear quicker than an all-season, which is the trade-off.',
      'Ride is firm but not harsh.',
    ],
    closers: [
      'Keep them off the road once it gets cold.',
      'Would absolutely buy again.',
      'If you care about how your car drives, get these.',
    ],
    gripeTitles: ['Short tread life', 'Scary when it gets cold'],
    gripes: [
      'They are fantastic for grip but were nearly worn out at {miles} miles.',
      'Below about 45 degrees they feel greasy, so do not count on them in the cold.',
    ],
    wet: 1,
    comfort: 0.68,
    quiet: 0.7,
    ratesWinter: 0.03,
    miles: [2000, 25000],
  },
  'all-weather': {
    noun: 'my car',
    vehicles: [...CROSSOVERS, ...SEDANS.slice(0, 6)],
    titles: [
      'Finally no more seasonal swaps',
      'Great in snow, fine in summer',
      'Best of both worlds',
      'Confidence all year round',
      'Snow grip is impressive',
    ],
    openers: [
      'I live where it snows a few times a winter and did not want a second set, so I tried the {line} on {vehicle}.',
      'Put the {line} on {vehicle} last fall and kept them on all year.',
      'After a full winter and summer on {vehicle}, the {line} has earned its three-peak snowflake.',
    ],
    details: [
      'In six inches of fresh snow they pulled up our hill with no trouble.',
      'Braking on slush is much better than my old all-seasons.',
      'In summer they are quiet and the ride is comfortable.',
      'Wet grip is excellent, no hydroplaning even in downpours.',
      'Not quite a dedicated winter tire on glare ice, but close.',
    ],
    closers: ['Saves me the cost and hassle of two sets.', 'Highly recommend if you get real winters.', 'I will buy them again.'],
    gripeTitles: ['Wears a bit quickly', 'Not for ice'],
    gripes: [
      'Tread wear is faster than my previous all-season, about {miles} miles and already low.',
      'On pure ice they slid more than I hoped, so they do not replace a studless tire.',
    ],
    wet: 1,
    comfort: 0.85,
    quiet: 0.82,
    ratesWinter: 0.95,
    miles: [4000, 40000],
  },
  winter: {
    noun: 'my car',
    vehicles: [...CROSSOVERS, ...SEDANS.slice(0, 6), 'Subaru Crosstrek', 'Volvo XC60'],
    titles: [
      'Unstoppable in snow',
      'Amazing on ice',
      'Best winter tire I have owned',
      'Snow grip is unreal',
      'Worth it for winter driving',
    ],
    openers: [
      'Our winters are long and icy, and the {line} on {vehicle} makes them a non-event.',
      'Swapped {vehicle} onto the {line} in November.',
      'Third winter on the {line} and they still bite.',
    ],
    details: [
      'Snow grip is incredible, I passed stuck trucks going up our road.',
      'Stops on ice far shorter than the all-seasons did.',
      'Packed snow at the intersections is no longer scary.',
      'Slush does not push the car around at highway speed.',
      'A bit soft and squirmy on dry pavement, which is expected.',
      'Noise is a little higher than summer tires but fine.',
    ],
    closers: ['Take them off in spring to save the tread.', 'Peace of mind for my family.', 'Buy them before the first storm.'],
    gripeTitles: ['Soft on dry roads', 'Wore quickly'],
    gripes: [
      'On dry pavement they feel vague and squirmy, which I did not love.',
      'After {miles} miles over two winters the tread is mostly gone.',
    ],
    wet: 0.95,
    comfort: 0.75,
    quiet: 0.7,
    ratesWinter: 1,
    miles: [2000, 20000],
  },
  'all-terrain': {
    noun: 'my truck',
    vehicles: [...TRUCKS, ...HD_TRUCKS.slice(0, 3)],
    titles: [
      'Great on and off road',
      'Tough and quiet for an A/T',
      'Perfect for camping trips',
      'Best all-terrain for the money',
      'Does it all',
    ],
    openers: [
      'I use {vehicle} for work during the week and forest roads on weekends, and the {line} handles both.',
      'Put the {line} on {vehicle} before a trip through gravel and washboard roads.',
      'After a year on {vehicle}, the {line} has been tough as nails.',
    ],
    details: [
      'Gravel and dirt roads are no problem, they grip and shed rocks well.',
      'Surprisingly quiet on the highway for an all-terrain.',
      'Snow traction was excellent this winter.',
      'No chips or cuts after some rocky trails.',
      'Towing the boat they feel stable.',
      'Muddy two-tracks were fine, though deep mud is not their thing.',
    ],
    closers: ['Great all-around tire for a truck.', 'Would buy again.', 'Recommended for weekend adventurers.'],
    gripeTitles: ['Louder than expected', 'Wet roads are sketchy'],
    gripes: ['They developed a drone on the highway after {miles} miles.', 'On wet pavement the rear steps out easier than I expected.'],
    wet: 0.95,
    comfort: 0.65,
    quiet: 0.55,
    ratesWinter: 0.6,
    miles: [3000, 45000],
  },
  'mud-terrain': {
    noun: 'my Jeep',
    vehicles: [
      'Jeep Wrangler Rubicon',
      'Ford Bronco',
      'Toyota 4Runner',
      'Toyota Tacoma TRD Off-Road',
      'Jeep Gladiator',
      'Ram 2500 Power Wagon',
      'Chevrolet Colorado ZR2',
      'Ford F-150 Tremor',
    ],
    titles: ['Beast on the trails', 'Mud is no problem', 'Crawls over anything', 'Best M/T I have run', 'Trail-proven'],
    openers: [
      'Ran the {line} on {vehicle} through a full season of trails.',
      'I aired down the {line} on {vehicle} for a weekend of rock crawling.',
      'Bought these for {vehicle} because our local trails turn to soup after rain.',
    ],
    details: [
      'Clean out well in deep mud and keep pulling.',
      'Sidewalls took some hits on sharp rocks with no damage.',
      'Grip on slick rock is excellent when aired down.',
      'On the highway they hum, but less than I expected for an M/T.',
      'They look great and fill the wheel wells nicely.',
      'Wet pavement needs some care, they are not a street tire.',
    ],
    closers: ['If you wheel, get these.', 'Worth it for serious off-road use.', 'Would run them again.'],
    gripeTitles: ['Loud on the highway', 'Hard to balance'],
    gripes: [
      'The road noise at 65 mph is loud enough that I turn the radio up.',
      'Took several tries to get them balanced and there is still a slight shake.',
    ],
    wet: 0.8,
    comfort: 0.4,
    quiet: 0.3,
    ratesWinter: 0.3,
    miles: [1500, 30000],
  },
  competition: {
    noun: 'my track car',
    vehicles: TRACK_CARS,
    titles: ['Fast, consistent lap times', 'Seconds faster per lap', 'Serious grip', 'Great for track days'],
    openers: [
      'Ran the {line} on {vehicle} at several track days this season.',
      'Dropped over two seconds a lap on {vehicle} after switching to the {line}.',
      'Used the {line} on {vehicle} for autocross and time attack.',
    ],
    details: [
      'Once warm, the grip is phenomenal and very consistent.',
      'They come in fast and stay in the window for long sessions.',
      'Feedback at the limit is very clear.',
      'Heat cycles well, I got plenty of sessions out of a set.',
      'Not a tire for rain, keep them on dry days.',
    ],
    closers: ['Trailer them to the track if you can.', 'Great value per lap.', 'Would buy again.'],
    gripeTitles: ['Wears quickly', 'Needs heat'],
    gripes: [
      'They were corded after only a handful of events.',
      'On a cold morning they take a long time to come in and feel slippery until then.',
    ],
    wet: 0.55,
    comfort: 0.25,
    quiet: 0.3,
    ratesWinter: 0,
    miles: [300, 5000],
  },
  drag: {
    noun: 'my car',
    vehicles: [
      'Ford Mustang GT',
      'Chevrolet Camaro SS',
      'Dodge Challenger R/T',
      'Dodge Charger Scat Pack',
      'Chevrolet Corvette',
      'Ford Mustang Shelby GT500',
    ],
    titles: ['Hooks hard off the line', 'Best 60-foot times yet', 'Street legal and fast', 'Made my car consistent at the strip'],
    openers: [
      'Took {vehicle} to the strip on the {line}.',
      'I drive {vehicle} to the track, race and drive home, and the {line} makes that possible.',
      'Switched {vehicle} to the {line} for test-and-tune nights.',
    ],
    details: [
      'Launch traction is huge once the pressure is dialed in.',
      'Dropped my 60-foot time by two tenths.',
      'Street manners are fine for the drive to the track.',
      'They wear fast if you do a lot of burnouts, as expected.',
      'Keep them away from rain, they are sketchy on wet roads.',
    ],
    closers: ['Great tire for a street/strip car.', 'Would buy again.', 'Worth it if you race.'],
    gripeTitles: ['Scary in the wet', 'Wore out fast'],
    gripes: ['They get loose on wet roads on the drive home.', 'Worn out after {miles} miles of mostly street driving.'],
    wet: 0.5,
    comfort: 0.35,
    quiet: 0.4,
    ratesWinter: 0,
    miles: [500, 8000],
  },
  commercial: {
    noun: 'my van',
    vehicles: VANS,
    titles: ['Great for our delivery fleet', 'Long-lasting work tire', 'Tough and reliable', 'Good load handling'],
    openers: [
      'We run the {line} on our {model} delivery vans.',
      'Our {model} carries tools and parts every day, and the {line} handles the weight.',
      'Switched our fleet of {model} vans to the {line} last year.',
    ],
    details: [
      'Tread wear is excellent even fully loaded.',
      'Curb scrubs have not hurt the sidewalls.',
      'Stable in crosswinds with a full load.',
      'Wet braking is good for a heavy van.',
      'Winter traction has been fine on our routes.',
    ],
    closers: ['Our drivers like them.', 'Good tire for working vehicles.', 'We will keep buying them.'],
    gripeTitles: ['Rough ride empty', 'Noisy'],
    gripes: ['Unloaded the van rides rough on these.', 'A bit of road noise on the highway after {miles} miles.'],
    wet: 1,
    comfort: 0.6,
    quiet: 0.6,
    ratesWinter: 0.45,
    miles: [10000, 60000],
  },
};

const FIRST_NAMES = [
  'Mike',
  'Jennifer',
  'David',
  'Maria',
  'Chris',
  'Ashley',
  'James',
  'Sarah',
  'Robert',
  'Jessica',
  'Carlos',
  'Emily',
  'Daniel',
  'Priya',
  'Kevin',
  'Laura',
  'Brian',
  'Angela',
  'Jose',
  'Megan',
  'Tyler',
  'Nicole',
  'Andre',
  'Rachel',
  'Steve',
  'Kim',
  'Luis',
  'Hannah',
  'Tom',
  'Grace',
  'Ahmed',
  'Olivia',
  'Ray',
  'Diane',
  'Wei',
  'Brandon',
  'Tanya',
  'Greg',
  'Fatima',
  'Cody',
  'Linda',
  'Marcus',
  'Julie',
  'Hector',
  'Beth',
  'Sam',
  'Keisha',
  'Dustin',
  'Ana',
];
const LAST_INITIALS = 'ABCDEFGHJKLMNPRSTVWY';

/** Places reviewers write from; cold-winter states for winter tires. */
const PLACES = [
  'Austin, TX',
  'Phoenix, AZ',
  'Atlanta, GA',
  'Charlotte, NC',
  'Nashville, TN',
  'Tampa, FL',
  'San Diego, CA',
  'Sacramento, CA',
  'Las Vegas, NV',
  'Dallas, TX',
  'Houston, TX',
  'Orlando, FL',
  'Raleigh, NC',
  'Richmond, VA',
  'Columbus, OH',
  'Indianapolis, IN',
  'Kansas City, MO',
  'St. Louis, MO',
  'Portland, OR',
  'Seattle, WA',
  'Boise, ID',
  'Albuquerque, NM',
  'Tulsa, OK',
  'Louisville, KY',
  'Baltimore, MD',
  'Philadelphia, PA',
  'Pittsburgh, PA',
  'Salt Lake City, UT',
  'Denver, CO',
  'Reno, NV',
];
const SNOWY_PLACES = [
  'Minneapolis, MN',
  'Duluth, MN',
  'Buffalo, NY',
  'Syracuse, NY',
  'Burlington, VT',
  'Portland, ME',
  'Anchorage, AK',
  'Madison, WI',
  'Green Bay, WI',
  'Marquette, MI',
  'Grand Rapids, MI',
  'Fargo, ND',
  'Bozeman, MT',
  'Denver, CO',
  'Flagstaff, AZ',
  'Erie, PA',
  'Concord, NH',
  'Spokane, WA',
  'Cheyenne, WY',
  'Rochester, NY',
];

/** A disappointed reviewer does not open with praise. */
const GRIPE_OPENERS = [
  'Bought the {line} for {vehicle}.',
  'I have had the {line} on {vehicle} for a while now.',
  'Replaced the old tires on {vehicle} with the {line}.',
  'Wanted to like the {line} on {vehicle}.',
];

/** Model years of the vehicles above that were not built through the whole 2012–2025 span. */
const MODEL_YEARS: Record<string, [number, number]> = {
  'Kia K5': [2021, 2025],
  'Chrysler Pacifica': [2017, 2025],
  'Jeep Gladiator': [2020, 2025],
  'Ford Bronco': [2021, 2025],
  'Ford F-150 Tremor': [2021, 2025],
  'Chevrolet Colorado ZR2': [2017, 2025],
  'Toyota GR86': [2022, 2025],
  'Subaru BRZ': [2013, 2025],
  'BMW M2': [2016, 2025],
  'Porsche 718 Cayman GT4': [2016, 2025],
  'Honda Civic Type R': [2017, 2025],
  'Acura TLX': [2015, 2025],
  'Mazda CX-5': [2013, 2025],
  'Subaru Crosstrek': [2013, 2025],
  'Ford Transit 250': [2015, 2025],
  'Ram ProMaster 2500': [2014, 2025],
  'Nissan NV200': [2013, 2021],
  'Ford Transit Connect': [2012, 2023],
  'Chevrolet Camaro SS': [2012, 2024],
  'Dodge Charger Scat Pack': [2015, 2023],
  'Ford Mustang Shelby GT500': [2013, 2022],
  'Dodge Challenger R/T': [2012, 2023],
};

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** Stars for a 0–10 score: half the score, spread ±0.6, shifted by the reviewer's mood, 1–5. */
function stars(random: Random, score: number, mood: number): number {
  return Math.min(5, Math.max(1, Math.round(score / 2 + random.between(-0.6, 0.6) + mood)));
}

export function buildReviews(lines: ProductLineRow[], brands: BrandRow[], random: Random): ReviewRow[] {
  const brandName = new Map(brands.map((b) => [b.id, b.name]));
  const rows: ReviewRow[] = [];
  for (const line of lines) {
    const kind = reviewKindOf(line);
    const text = TEXT[kind];
    const brand = brandName.get(line.brandId) ?? '';
    const handling = line.scoreHandling ?? 0;
    const longevity = line.scoreLongevity ?? 0;
    const traction = line.scoreTraction ?? 0;
    const simple = line.scoreSimple ?? 0;
    const snowy = kind === 'winter' || kind === 'all-weather';
    const count = random.int(MIN_SEED_REVIEWS, MAX_SEED_REVIEWS);

    for (let i = 0; i < count; i++) {
      // About one reviewer in ten is disappointed; their stars and words both say so.
      const unhappy = random.chance(0.1);
      const mood = unhappy ? -1.6 : random.chance(0.3) ? 0.4 : 0;
      // Fleet reviewers always say which van; others now and then leave the vehicle out.
      const vehicleName = kind === 'commercial' || random.chance(0.88) ? random.pick(text.vehicles) : null;
      const [firstYear, lastYear] = (vehicleName && MODEL_YEARS[vehicleName]) || [2012, 2025];
      const vehicle = vehicleName ? `${random.int(firstYear, lastYear)} ${vehicleName}` : null;
      const ageDays = random.int(1, 730);
      const [minMiles, maxMiles] = text.miles;
      // Older reviews have had more time on the tires.
      const milesDriven = random.chance(0.85)
        ? Math.round((minMiles + (maxMiles - minMiles) * random.between(0.2, 1) * Math.min(1, 0.3 + ageDays / 730)) / 500) * 500 || 500
        : null;
      const values = {
        line: `${brand} ${line.name}`,
        brand,
        vehicle: vehicle ? `my ${vehicleName}` : text.noun,
        model: vehicleName ?? '',
        miles: (milesDriven ?? random.int(8, 25) * 1000).toLocaleString('en-US'),
      };

      let title: string;
      let body: string;
      if (unhappy) {
        title = random.pick(text.gripeTitles);
        body = `${fill(random.pick(GRIPE_OPENERS), values)} ${fill(random.pick(text.gripes), values)} ${random.pick([
          'Maybe I expected too much.',
          'Not terrible, but I will look elsewhere next time.',
          'Customer service was helpful, at least.',
        ])}`;
      } else {
        title = random.pick(text.titles);
        const details = random.sample(text.details, random.int(1, 3)).map((d) => fill(d, values));
        const closer = fill(random.pick(text.closers), values);
        // Some reviewers write in paragraphs.
        body = random.chance(0.3)
          ? `${fill(random.pick(text.openers), values)}\n\n${details.join(' ')} ${closer}`
          : `${fill(random.pick(text.openers), values)} ${details.join(' ')} ${closer}`;
      }

      const rate = (probability: number, score: number) => (random.chance(probability) ? stars(random, score, mood) : null);
      const winterScore = snowy ? traction : kind === 'summer' || kind === 'competition' || kind === 'drag' ? 3 : Math.min(traction, 7.5);
      const ratingDry = rate(0.9, handling || 7);
      const ratingWet = rate(0.8, traction * text.wet);
      const ratingWinter = rate(text.ratesWinter, winterScore);
      const ratingComfort = rate(0.75, 10 * (0.6 * text.comfort + 0.4 * (simple / 10)));
      const ratingNoise = rate(0.65, 10 * (0.7 * text.quiet + 0.3 * (simple / 10)));
      // Treadwear is judged after some miles, and not at all on lines without a longevity score.
      const ratingTreadwear = longevity > 0 && (milesDriven ?? 0) >= 5000 ? rate(0.8, longevity) : null;
      const anyRated = [ratingDry, ratingWet, ratingWinter, ratingComfort, ratingNoise, ratingTreadwear].some((r) => r !== null);

      rows.push({
        id: rows.length + 1,
        productLineId: line.id,
        sessionId: null,
        authorName: `${random.pick(FIRST_NAMES)} ${random.pick([...LAST_INITIALS])}.`,
        authorLocation: random.chance(0.9) ? random.pick(snowy ? SNOWY_PLACES : PLACES) : null,
        title,
        body,
        vehicle,
        milesDriven,
        ratingDry: anyRated ? ratingDry : stars(random, handling || 7, mood),
        ratingWet,
        ratingWinter,
        ratingComfort,
        ratingNoise,
        ratingTreadwear,
        createdAt: new Date(SEED_REVIEWS_UNTIL.getTime() - ageDays * DAY_MS - random.int(0, DAY_MS / 1000 - 1) * 1000),
      });
    }
  }
  return rows;
}
