/**
 * Tire brands sold in the US. Tier drives the price level of the seed catalogue (premium > mid >
 * value) and matches how US retailers group these brands. Facts are from the brands' histories.
 */
export type BrandTier = 'premium' | 'mid' | 'value';

export interface BrandData {
  slug: string;
  name: string;
  tier: BrandTier;
  country: string;
  /** Short code used in part numbers. */
  code: string;
  description: string;
}

export const brandData: BrandData[] = [
  { slug: 'michelin', name: 'Michelin', tier: 'premium', country: 'France', code: 'MIC', description: 'Founded in 1889 in Clermont-Ferrand, France, by the brothers André and Édouard Michelin.' },
  { slug: 'bridgestone', name: 'Bridgestone', tier: 'premium', country: 'Japan', code: 'BRI', description: 'Founded in 1931 in Kurume, Japan, by Shojiro Ishibashi, whose surname means "stone bridge".' },
  { slug: 'goodyear', name: 'Goodyear', tier: 'premium', country: 'United States', code: 'GDY', description: 'Founded in 1898 in Akron, Ohio, by Frank Seiberling and named after Charles Goodyear, who invented vulcanized rubber.' },
  { slug: 'continental', name: 'Continental', tier: 'premium', country: 'Germany', code: 'CON', description: 'Founded in 1871 in Hanover, Germany, where the company still has its headquarters.' },
  { slug: 'pirelli', name: 'Pirelli', tier: 'premium', country: 'Italy', code: 'PIR', description: 'Founded in Milan in 1872 by Giovanni Battista Pirelli and the sole tire supplier to Formula 1 since 2011.' },
  { slug: 'nokian', name: 'Nokian', tier: 'premium', country: 'Finland', code: 'NOK', description: 'Nokian Tyres of Nokia, Finland, sold the first winter tire, the Kelirengas, in 1934.' },
  { slug: 'bfgoodrich', name: 'BFGoodrich', tier: 'premium', country: 'United States', code: 'BFG', description: 'Grew out of the rubber works Benjamin Franklin Goodrich opened in Akron, Ohio, in 1870 and has belonged to Michelin since 1990.' },
  { slug: 'yokohama', name: 'Yokohama', tier: 'mid', country: 'Japan', code: 'YOK', description: 'Founded in Yokohama, Japan, in 1917 as a joint venture of Yokohama Cable Manufacturing and B.F. Goodrich.' },
  { slug: 'hankook', name: 'Hankook', tier: 'mid', country: 'South Korea', code: 'HAN', description: 'Founded in Seoul in 1941 as Chosun Tire Company and renamed Hankook in 1968.' },
  { slug: 'toyo', name: 'Toyo', tier: 'mid', country: 'Japan', code: 'TOY', description: 'Toyo Tire Corporation was founded in Osaka, Japan, in 1945.' },
  { slug: 'falken', name: 'Falken', tier: 'mid', country: 'Japan', code: 'FAL', description: 'A brand launched in Japan in 1983 and owned by Sumitomo Rubber Industries.' },
  { slug: 'cooper', name: 'Cooper', tier: 'mid', country: 'United States', code: 'COO', description: 'Based in Findlay, Ohio, since 1917 and part of Goodyear since its 2021 acquisition of Cooper Tire & Rubber.' },
  { slug: 'general', name: 'General', tier: 'mid', country: 'United States', code: 'GEN', description: 'Founded in Akron, Ohio, in 1915 and owned by Continental since 1987.' },
  { slug: 'nitto', name: 'Nitto', tier: 'mid', country: 'Japan', code: 'NIT', description: 'Founded in Japan in 1949 and part of Toyo Tire Corporation, known for its truck and enthusiast tires.' },
  { slug: 'firestone', name: 'Firestone', tier: 'mid', country: 'United States', code: 'FIR', description: 'Founded in Akron, Ohio, in 1900 by Harvey Firestone and part of Bridgestone since 1988.' },
  { slug: 'dunlop', name: 'Dunlop', tier: 'mid', country: 'United Kingdom', code: 'DUN', description: 'Named after John Boyd Dunlop, who patented a practical pneumatic tire in Belfast in 1888.' },
  { slug: 'kumho', name: 'Kumho', tier: 'mid', country: 'South Korea', code: 'KUM', description: 'Founded in Gwangju, South Korea, in 1960 as Samyang Tire.' },
  { slug: 'vredestein', name: 'Vredestein', tier: 'mid', country: 'Netherlands', code: 'VRE', description: 'A Dutch brand dating from 1909 and owned by Apollo Tyres of India since 2009.' },
  { slug: 'mickey-thompson', name: 'Mickey Thompson', tier: 'mid', country: 'United States', code: 'MTT', description: 'Founded in 1963 by the racer Mickey Thompson and known for drag-racing and off-road tires.' },
  { slug: 'hoosier', name: 'Hoosier', tier: 'mid', country: 'United States', code: 'HOO', description: 'Hoosier Racing Tire was founded in Indiana in 1957 by Bob Newton and has been part of Continental since 2016.' },
  { slug: 'nexen', name: 'Nexen', tier: 'value', country: 'South Korea', code: 'NEX', description: 'Founded in South Korea in 1942 as Heung-A Tire and renamed Nexen in 2000.' },
  { slug: 'sumitomo', name: 'Sumitomo', tier: 'value', country: 'Japan', code: 'SUM', description: 'Made by Sumitomo Rubber Industries of Kobe, Japan, where tire making began in 1909.' },
  { slug: 'uniroyal', name: 'Uniroyal', tier: 'value', country: 'United States', code: 'UNI', description: 'Grew out of the United States Rubber Company of 1892 and is a Michelin brand in North America.' },
  { slug: 'mastercraft', name: 'Mastercraft', tier: 'value', country: 'United States', code: 'MAS', description: 'A Cooper-made brand sold through independent tire dealers, part of Goodyear since 2021.' },
  { slug: 'hercules', name: 'Hercules', tier: 'value', country: 'United States', code: 'HER', description: 'An American replacement-tire brand founded in 1952 and owned by American Tire Distributors since 2014.' },
  { slug: 'kelly', name: 'Kelly', tier: 'value', country: 'United States', code: 'KEL', description: 'Kelly-Springfield, founded in 1894, is one of the oldest American tire brands and has belonged to Goodyear since 1935.' },
  { slug: 'laufenn', name: 'Laufenn', tier: 'value', country: 'South Korea', code: 'LAU', description: 'A value brand Hankook launched in 2015.' },
  { slug: 'ironman', name: 'Ironman', tier: 'value', country: 'United States', code: 'IRO', description: 'A value brand of Hercules Tire sold through American Tire Distributors.' },
  { slug: 'gt-radial', name: 'GT Radial', tier: 'value', country: 'Singapore', code: 'GTR', description: 'The main brand of Giti Tire, headquartered in Singapore.' },
  { slug: 'sailun', name: 'Sailun', tier: 'value', country: 'China', code: 'SAI', description: 'Made by Sailun Group, founded in Qingdao, China, in 2002.' },
  { slug: 'westlake', name: 'Westlake', tier: 'value', country: 'China', code: 'WES', description: 'The main export brand of Zhongce Rubber Group of Hangzhou, China.' },
];
