/**
 * Vehicles with their original-equipment tire sizes (front, and rear when staggered), by model
 * generation. Every size here is in ./sizes. Types follow spec §5 Commercial-type vehicles: vans
 * and cutaways are "Commercial", towables "Trailer".
 */
export type VehicleType =
  | 'Sedan'
  | 'Coupe'
  | 'Hatchback'
  | 'Convertible'
  | 'Wagon'
  | 'SUV'
  | 'Pickup'
  | 'Minivan'
  | 'Commercial'
  | 'Trailer';

/** [trim, front size, rear size when different]. */
export type Fitment = [trim: string, front: string, rear?: string];

export interface VehicleGeneration {
  make: string;
  model: string;
  years: [from: number, to: number];
  type: VehicleType;
  trims: Fitment[];
}

export const vehicleGenerations: VehicleGeneration[] = [
  // Honda
  { make: 'Honda', model: 'Civic', years: [2022, 2024], type: 'Sedan', trims: [['LX', '215/55R16'], ['Sport', '235/40R18'], ['EX', '215/50R17'], ['Touring', '235/40R18']] },
  { make: 'Honda', model: 'Civic', years: [2016, 2021], type: 'Sedan', trims: [['LX', '215/55R16'], ['EX', '215/50R17']] },
  { make: 'Honda', model: 'Civic', years: [2006, 2011], type: 'Sedan', trims: [['DX', '195/65R15'], ['EX', '205/55R16']] },
  { make: 'Honda', model: 'Civic Type R', years: [2023, 2024], type: 'Hatchback', trims: [['Base', '265/30R19']] },
  { make: 'Honda', model: 'Accord', years: [2018, 2022], type: 'Sedan', trims: [['LX', '225/50R17'], ['Sport', '235/40R19'], ['EX-L', '225/50R17'], ['Touring', '235/40R19']] },
  { make: 'Honda', model: 'Accord', years: [2008, 2012], type: 'Sedan', trims: [['LX', 'P215/60R16']] },
  { make: 'Honda', model: 'CR-V', years: [2017, 2022], type: 'SUV', trims: [['LX', '235/65R17'], ['EX', '235/60R18'], ['Touring', '235/55R19']] },
  { make: 'Honda', model: 'CR-V', years: [2012, 2016], type: 'SUV', trims: [['EX', 'P225/65R17']] },
  { make: 'Honda', model: 'Pilot', years: [2016, 2022], type: 'SUV', trims: [['LX', '245/60R18'], ['Touring', '245/50R20'], ['Elite', '245/50R20']] },
  { make: 'Honda', model: 'Odyssey', years: [2018, 2024], type: 'Minivan', trims: [['EX', '235/60R18'], ['Touring', '235/55R19']] },
  { make: 'Honda', model: 'Fit', years: [2015, 2020], type: 'Hatchback', trims: [['LX', '185/60R15']] },
  { make: 'Honda', model: 'HR-V', years: [2016, 2022], type: 'SUV', trims: [['LX', '215/55R17']] },
  { make: 'Honda', model: 'Ridgeline', years: [2017, 2024], type: 'Pickup', trims: [['RTL', '245/60R18']] },

  // Toyota and Lexus
  { make: 'Toyota', model: 'Camry', years: [2018, 2024], type: 'Sedan', trims: [['LE', '205/65R16'], ['SE', '235/45R18'], ['XLE', '235/45R18'], ['XSE', '235/40R19']] },
  { make: 'Toyota', model: 'Camry', years: [2007, 2011], type: 'Sedan', trims: [['LE', 'P215/60R16']] },
  { make: 'Toyota', model: 'Corolla', years: [2020, 2024], type: 'Sedan', trims: [['LE', '205/55R16'], ['SE', '225/40R18'], ['XSE', '225/40R18']] },
  { make: 'Toyota', model: 'Corolla', years: [2009, 2013], type: 'Sedan', trims: [['LE', 'P195/65R15']] },
  { make: 'Toyota', model: 'Prius', years: [2016, 2022], type: 'Hatchback', trims: [['Two', '195/65R15'], ['Four Touring', '215/45R17']] },
  { make: 'Toyota', model: 'Prius', years: [2023, 2024], type: 'Hatchback', trims: [['XLE', '195/50R19']] },
  { make: 'Toyota', model: 'RAV4', years: [2019, 2024], type: 'SUV', trims: [['LE', '225/65R17'], ['XLE Premium', '225/60R18'], ['Adventure', '235/55R19'], ['Limited', '235/55R19'], ['TRD Off-Road', '225/60R18']] },
  { make: 'Toyota', model: 'RAV4', years: [2013, 2018], type: 'SUV', trims: [['LE', 'P225/65R17']] },
  { make: 'Toyota', model: 'Highlander', years: [2020, 2024], type: 'SUV', trims: [['LE', '235/65R18'], ['Limited', '235/55R20'], ['Platinum', '235/55R20']] },
  { make: 'Toyota', model: '4Runner', years: [2014, 2024], type: 'SUV', trims: [['SR5', 'P265/70R17'], ['TRD Off-Road', 'P265/70R17'], ['TRD Pro', 'P265/70R17']] },
  { make: 'Toyota', model: 'Tacoma', years: [2016, 2023], type: 'Pickup', trims: [['SR', 'P245/75R16'], ['SR5', 'P265/70R16'], ['TRD Sport', 'P265/65R17'], ['TRD Off-Road', 'P265/70R16'], ['TRD Pro', 'P265/70R16']] },
  { make: 'Toyota', model: 'Tacoma', years: [2005, 2015], type: 'Pickup', trims: [['Base', 'P215/70R15'], ['PreRunner', 'P245/75R16']] },
  { make: 'Toyota', model: 'Tundra', years: [2022, 2024], type: 'Pickup', trims: [['SR5', '265/70R18'], ['TRD Pro', '285/65R18']] },
  { make: 'Toyota', model: 'Sienna', years: [2021, 2024], type: 'Minivan', trims: [['LE', '235/65R17']] },
  { make: 'Toyota', model: 'GR86', years: [2022, 2024], type: 'Coupe', trims: [['Base', '215/45R17'], ['Premium', '215/40R18']] },
  { make: 'Toyota', model: 'GR Supra', years: [2020, 2024], type: 'Coupe', trims: [['3.0', '255/35R19', '275/35R19']] },
  { make: 'Lexus', model: 'ES', years: [2019, 2024], type: 'Sedan', trims: [['ES 350', '215/55R17'], ['ES 350 F Sport', '235/40R19']] },
  { make: 'Lexus', model: 'RX', years: [2016, 2022], type: 'SUV', trims: [['RX 350', '235/65R18'], ['RX 350 F Sport', '235/55R20']] },
  { make: 'Lexus', model: 'GX', years: [2014, 2023], type: 'SUV', trims: [['GX 460', '265/60R18']] },

  // Nissan
  { make: 'Nissan', model: 'Altima', years: [2019, 2024], type: 'Sedan', trims: [['SV', '215/55R17'], ['SR', '235/40R19']] },
  { make: 'Nissan', model: 'Rogue', years: [2021, 2024], type: 'SUV', trims: [['S', '225/65R17'], ['SV', '225/60R18']] },
  { make: 'Nissan', model: 'Sentra', years: [2020, 2024], type: 'Sedan', trims: [['S', '205/60R16'], ['SR', '215/45R18']] },
  { make: 'Nissan', model: 'Versa', years: [2012, 2019], type: 'Sedan', trims: [['S', '185/65R15']] },
  { make: 'Nissan', model: 'Frontier', years: [2022, 2024], type: 'Pickup', trims: [['S', '265/70R17'], ['PRO-4X', '265/70R17']] },
  { make: 'Nissan', model: 'GT-R', years: [2017, 2024], type: 'Coupe', trims: [['Premium', '255/40R20', '285/35R20']] },

  // Ford and Lincoln
  { make: 'Ford', model: 'F-150', years: [2015, 2020], type: 'Pickup', trims: [['XL', '245/70R17'], ['XLT', '265/70R17'], ['Lariat', '275/65R18'], ['Platinum', '275/55R20']] },
  { make: 'Ford', model: 'F-150', years: [2021, 2024], type: 'Pickup', trims: [['XLT', '265/70R17'], ['Lariat', '275/60R20'], ['Limited', '275/50R22']] },
  { make: 'Ford', model: 'F-150', years: [2009, 2014], type: 'Pickup', trims: [['XLT', 'P265/70R17'], ['Lariat', 'P275/65R18'], ['Platinum', 'P275/55R20']] },
  { make: 'Ford', model: 'F-150 Raptor', years: [2017, 2024], type: 'Pickup', trims: [['Base', 'LT315/70R17']] },
  { make: 'Ford', model: 'F-250 Super Duty', years: [2017, 2022], type: 'Pickup', trims: [['XL', 'LT245/75R17'], ['XLT', 'LT275/70R18'], ['Lariat', 'LT275/65R20']] },
  { make: 'Ford', model: 'F-350 Super Duty', years: [2017, 2022], type: 'Pickup', trims: [['XL', 'LT245/75R17'], ['Lariat', 'LT275/65R20']] },
  { make: 'Ford', model: 'Ranger', years: [2019, 2023], type: 'Pickup', trims: [['XL', '255/70R16'], ['Lariat', '265/60R18']] },
  { make: 'Ford', model: 'Ranger', years: [1998, 2011], type: 'Pickup', trims: [['XL', 'P225/70R15'], ['Sport', 'P235/75R15']] },
  { make: 'Ford', model: 'Maverick', years: [2022, 2024], type: 'Pickup', trims: [['XL', '225/65R17'], ['XLT', '225/65R17']] },
  { make: 'Ford', model: 'Bronco', years: [2021, 2024], type: 'SUV', trims: [['Base', '255/70R16'], ['Badlands', 'LT285/70R17'], ['Wildtrak', 'LT315/70R17']] },
  { make: 'Ford', model: 'Bronco Raptor', years: [2022, 2024], type: 'SUV', trims: [['Base', '37X12.50R17LT']] },
  { make: 'Ford', model: 'Mustang', years: [2018, 2023], type: 'Coupe', trims: [['EcoBoost', '235/55R17'], ['GT Premium', '255/40R19'], ['GT Performance Pack', '255/40R19', '275/40R19']] },
  { make: 'Ford', model: 'Mustang', years: [2024, 2024], type: 'Coupe', trims: [['GT', '255/40R19'], ['GT Performance Pack', '255/40R19', '275/40R19']] },
  { make: 'Ford', model: 'Mustang Mach-E', years: [2021, 2024], type: 'SUV', trims: [['Select', '225/60R18'], ['Premium', '225/55R19'], ['GT', '245/45R20']] },
  { make: 'Ford', model: 'Explorer', years: [2020, 2024], type: 'SUV', trims: [['Base', '255/65R18'], ['XLT', '255/65R18']] },
  { make: 'Ford', model: 'Escape', years: [2020, 2022], type: 'SUV', trims: [['S', '225/65R17'], ['Titanium', '225/55R19']] },
  { make: 'Ford', model: 'Expedition', years: [2018, 2024], type: 'SUV', trims: [['XLT', '275/65R18'], ['Limited', '275/55R20'], ['Platinum', '285/45R22']] },
  { make: 'Ford', model: 'Focus', years: [2012, 2018], type: 'Sedan', trims: [['S', 'P195/65R15']] },
  { make: 'Ford', model: 'Fusion', years: [2013, 2020], type: 'Sedan', trims: [['S', 'P215/60R16'], ['Titanium', '235/45R18']] },
  { make: 'Ford', model: 'Transit Connect', years: [2019, 2023], type: 'Commercial', trims: [['XL Cargo Van', '215/55R16']] },
  { make: 'Ford', model: 'E-350 Super Duty', years: [2015, 2024], type: 'Commercial', trims: [['Cutaway', 'LT225/75R16']] },
  { make: 'Lincoln', model: 'Navigator', years: [2018, 2024], type: 'SUV', trims: [['Reserve', '285/45R22']] },

  // Chevrolet, GMC, Cadillac, Buick
  { make: 'Chevrolet', model: 'Silverado 1500', years: [2019, 2024], type: 'Pickup', trims: [['LT', '265/65R18'], ['RST', '275/60R20'], ['LTZ', '275/60R20'], ['High Country', '275/50R22'], ['LT Trail Boss', 'LT275/65R18']] },
  { make: 'Chevrolet', model: 'Silverado 1500', years: [2014, 2018], type: 'Pickup', trims: [['LT', 'P265/65R18'], ['LTZ', 'P275/55R20']] },
  { make: 'Chevrolet', model: 'Silverado 1500 ZR2', years: [2022, 2024], type: 'Pickup', trims: [['Base', 'LT275/70R18']] },
  { make: 'Chevrolet', model: 'Silverado 2500HD', years: [2020, 2024], type: 'Pickup', trims: [['WT', 'LT265/70R17'], ['LT', 'LT275/65R18'], ['High Country', 'LT275/65R20']] },
  { make: 'Chevrolet', model: 'Tahoe', years: [2021, 2024], type: 'SUV', trims: [['LS', '265/65R18'], ['Z71', '275/60R20'], ['High Country', '275/50R22']] },
  { make: 'Chevrolet', model: 'Tahoe', years: [2007, 2014], type: 'SUV', trims: [['LS', 'P265/70R17'], ['LTZ', 'P275/55R20']] },
  { make: 'Chevrolet', model: 'Suburban', years: [2021, 2024], type: 'SUV', trims: [['LS', '265/65R18'], ['Premier', '275/50R22']] },
  { make: 'Chevrolet', model: 'Equinox', years: [2018, 2024], type: 'SUV', trims: [['LS', '225/65R17'], ['LT', '225/65R17']] },
  { make: 'Chevrolet', model: 'Malibu', years: [2016, 2024], type: 'Sedan', trims: [['LS', '205/65R16'], ['Premier', '245/40R19']] },
  { make: 'Chevrolet', model: 'Cruze', years: [2011, 2016], type: 'Sedan', trims: [['LS', 'P215/60R16']] },
  { make: 'Chevrolet', model: 'Bolt EV', years: [2017, 2023], type: 'Hatchback', trims: [['LT', '215/50R17']] },
  { make: 'Chevrolet', model: 'Camaro', years: [2016, 2024], type: 'Coupe', trims: [['2SS', '245/40R20', '275/35R20'], ['ZL1', '285/30R20', '305/30R20']] },
  { make: 'Chevrolet', model: 'Corvette', years: [2020, 2024], type: 'Coupe', trims: [['Stingray 1LT', '245/35R19', '305/30R20']] },
  { make: 'Chevrolet', model: 'Corvette Z06', years: [2023, 2024], type: 'Coupe', trims: [['1LZ', '275/30R20', '345/25R21']] },
  { make: 'Chevrolet', model: 'Corvette', years: [2014, 2019], type: 'Coupe', trims: [['Stingray Z51', '245/35R19', '285/30R20']] },
  { make: 'Chevrolet', model: 'Express 2500', years: [2015, 2024], type: 'Commercial', trims: [['Work Van', 'LT245/75R16']] },
  { make: 'GMC', model: 'Sierra 1500', years: [2019, 2024], type: 'Pickup', trims: [['SLE', '265/65R18'], ['AT4', 'LT275/65R18'], ['Denali', '275/50R22']] },
  { make: 'GMC', model: 'Sierra 1500 AT4X', years: [2022, 2024], type: 'Pickup', trims: [['Base', 'LT275/70R18']] },
  { make: 'GMC', model: 'Sierra 2500HD', years: [2020, 2024], type: 'Pickup', trims: [['AT4', 'LT275/65R18'], ['Denali', 'LT275/65R20']] },
  { make: 'GMC', model: 'Yukon', years: [2021, 2024], type: 'SUV', trims: [['SLE', '265/65R18'], ['SLT', '275/60R20'], ['Denali', '275/50R22']] },
  { make: 'Cadillac', model: 'Escalade', years: [2021, 2024], type: 'SUV', trims: [['Luxury', '275/50R22']] },

  // Stellantis
  { make: 'Dodge', model: 'Charger', years: [2015, 2023], type: 'Sedan', trims: [['SXT', '235/55R18'], ['R/T', '245/45R20'], ['Scat Pack', '245/45R20'], ['SRT Hellcat', '275/40R20']] },
  { make: 'Dodge', model: 'Charger', years: [2020, 2023], type: 'Sedan', trims: [['Scat Pack Widebody', '305/35R20']] },
  { make: 'Dodge', model: 'Challenger', years: [2015, 2023], type: 'Coupe', trims: [['SXT', '235/55R18'], ['R/T', '245/45R20'], ['SRT Hellcat', '275/40R20']] },
  { make: 'Dodge', model: 'Challenger', years: [2019, 2023], type: 'Coupe', trims: [['R/T Scat Pack Widebody', '305/35R20']] },
  { make: 'Dodge', model: 'Grand Caravan', years: [2011, 2020], type: 'Minivan', trims: [['SXT', '225/65R17']] },
  { make: 'Chrysler', model: 'Pacifica', years: [2017, 2024], type: 'Minivan', trims: [['Touring', '235/65R17'], ['Limited', '245/50R20']] },
  { make: 'Ram', model: '1500', years: [2019, 2024], type: 'Pickup', trims: [['Tradesman', '275/65R18'], ['Big Horn', '275/55R20'], ['Laramie', '275/55R20'], ['Rebel', 'LT275/70R18'], ['Limited', '285/45R22']] },
  { make: 'Ram', model: '1500 TRX', years: [2021, 2024], type: 'Pickup', trims: [['Base', '325/65R18']] },
  { make: 'Ram', model: '2500', years: [2019, 2024], type: 'Pickup', trims: [['Laramie', 'LT275/70R18'], ['Power Wagon', 'LT285/70R17']] },
  { make: 'Ram', model: 'ProMaster 2500', years: [2019, 2024], type: 'Commercial', trims: [['High Roof Cargo Van', 'LT225/75R16']] },
  { make: 'Jeep', model: 'Wrangler', years: [2018, 2024], type: 'SUV', trims: [['Sport', '245/75R17'], ['Sahara', '255/70R18'], ['Rubicon', 'LT285/70R17']] },
  { make: 'Jeep', model: 'Wrangler', years: [2021, 2024], type: 'SUV', trims: [['Rubicon 392', 'LT285/70R17'], ['Rubicon Xtreme Recon', 'LT315/70R17']] },
  { make: 'Jeep', model: 'Wrangler', years: [2007, 2017], type: 'SUV', trims: [['Sport', 'P225/75R16'], ['Rubicon', 'LT255/75R17']] },
  { make: 'Jeep', model: 'Gladiator', years: [2020, 2024], type: 'Pickup', trims: [['Sport', '245/75R17'], ['Rubicon', 'LT285/70R17'], ['Mojave', 'LT285/70R17']] },
  { make: 'Jeep', model: 'Grand Cherokee', years: [2014, 2021], type: 'SUV', trims: [['Laredo', '245/70R17'], ['Limited', '265/60R18'], ['Trailhawk', '265/60R18']] },
  { make: 'Jeep', model: 'Cherokee', years: [2019, 2023], type: 'SUV', trims: [['Latitude', '225/65R17']] },

  // Subaru
  { make: 'Subaru', model: 'Outback', years: [2020, 2024], type: 'Wagon', trims: [['Base', '225/65R17'], ['Limited', '225/60R18']] },
  { make: 'Subaru', model: 'Outback', years: [2022, 2024], type: 'Wagon', trims: [['Wilderness', '225/65R17']] },
  { make: 'Subaru', model: 'Crosstrek', years: [2018, 2023], type: 'SUV', trims: [['Base', '225/60R17'], ['Limited', '225/55R18']] },
  { make: 'Subaru', model: 'Forester', years: [2019, 2024], type: 'SUV', trims: [['Base', '225/60R17'], ['Sport', '225/55R18']] },
  { make: 'Subaru', model: 'Impreza', years: [2017, 2023], type: 'Sedan', trims: [['Base', '205/55R16'], ['Sport', '215/50R17']] },
  { make: 'Subaru', model: 'WRX', years: [2022, 2024], type: 'Sedan', trims: [['Limited', '245/40R18']] },
  { make: 'Subaru', model: 'BRZ', years: [2022, 2024], type: 'Coupe', trims: [['Premium', '215/45R17'], ['Limited', '215/40R18']] },

  // Hyundai and Kia
  { make: 'Hyundai', model: 'Elantra', years: [2021, 2024], type: 'Sedan', trims: [['SE', '195/65R15'], ['SEL', '205/55R16'], ['Limited', '225/45R17']] },
  { make: 'Hyundai', model: 'Elantra N', years: [2022, 2024], type: 'Sedan', trims: [['Base', '245/35R19']] },
  { make: 'Hyundai', model: 'Tucson', years: [2022, 2024], type: 'SUV', trims: [['SE', '235/65R17'], ['Limited', '235/55R19']] },
  { make: 'Hyundai', model: 'Santa Fe', years: [2019, 2023], type: 'SUV', trims: [['SE', '235/65R17'], ['Limited', '235/55R19']] },
  { make: 'Hyundai', model: 'Accent', years: [2018, 2022], type: 'Sedan', trims: [['SE', '185/65R15']] },
  { make: 'Hyundai', model: 'Ioniq 5', years: [2022, 2024], type: 'SUV', trims: [['SE', '235/55R19'], ['Limited', '255/45R20']] },
  { make: 'Kia', model: 'Telluride', years: [2020, 2024], type: 'SUV', trims: [['LX', '245/60R18'], ['SX', '245/50R20']] },
  { make: 'Kia', model: 'Rio', years: [2018, 2023], type: 'Sedan', trims: [['LX', '185/65R15']] },
  { make: 'Kia', model: 'Forte', years: [2019, 2024], type: 'Sedan', trims: [['LXS', '205/55R16'], ['GT-Line', '225/45R17']] },
  { make: 'Kia', model: 'Soul', years: [2020, 2024], type: 'Hatchback', trims: [['LX', '205/60R16']] },

  // Mazda
  { make: 'Mazda', model: 'Mazda3', years: [2019, 2024], type: 'Sedan', trims: [['Base', '205/60R16'], ['Premium', '215/45R18']] },
  { make: 'Mazda', model: 'CX-5', years: [2017, 2024], type: 'SUV', trims: [['Sport', '225/65R17'], ['Grand Touring', '225/55R19']] },
  { make: 'Mazda', model: 'MX-5 Miata', years: [2016, 2024], type: 'Convertible', trims: [['Sport', '195/50R16']] },

  // Volkswagen and Audi
  { make: 'Volkswagen', model: 'Jetta', years: [2019, 2024], type: 'Sedan', trims: [['S', '205/60R16'], ['GLI', '225/40R18']] },
  { make: 'Volkswagen', model: 'Golf GTI', years: [2022, 2024], type: 'Hatchback', trims: [['S', '225/45R17'], ['Autobahn', '225/40R18']] },
  { make: 'Volkswagen', model: 'Atlas', years: [2018, 2023], type: 'SUV', trims: [['S', '245/60R18']] },
  { make: 'Audi', model: 'A4', years: [2017, 2024], type: 'Sedan', trims: [['Premium', '225/50R17'], ['Premium Plus S line', '245/40R18']] },
  { make: 'Audi', model: 'S4', years: [2018, 2024], type: 'Sedan', trims: [['Premium', '245/35R19']] },
  { make: 'Audi', model: 'Q5', years: [2018, 2024], type: 'SUV', trims: [['Premium', '235/60R18'], ['Premium Plus', '235/55R19']] },
  { make: 'Audi', model: 'SQ5', years: [2018, 2024], type: 'SUV', trims: [['Premium', '255/45R20']] },

  // BMW, Mercedes-Benz, Porsche
  { make: 'BMW', model: '3 Series', years: [2019, 2024], type: 'Sedan', trims: [['330i', '225/50R17'], ['330i M Sport', '225/45R18', '255/40R18'], ['M340i', '225/40R19', '255/35R19']] },
  { make: 'BMW', model: '5 Series', years: [2017, 2023], type: 'Sedan', trims: [['540i M Sport', '245/40R19', '275/35R19']] },
  { make: 'BMW', model: 'X3', years: [2018, 2024], type: 'SUV', trims: [['M40i', '245/45R20', '275/40R20']] },
  { make: 'BMW', model: 'X5', years: [2019, 2024], type: 'SUV', trims: [['xDrive40i M Sport', '275/45R20', '305/40R20']] },
  { make: 'BMW', model: 'M3', years: [2021, 2024], type: 'Sedan', trims: [['Competition', '275/35R19', '285/30R20']] },
  { make: 'Mercedes-Benz', model: 'C-Class', years: [2017, 2021], type: 'Sedan', trims: [['AMG C 43', '225/40R19', '255/35R19']] },
  { make: 'Mercedes-Benz', model: 'Sprinter 2500', years: [2014, 2018], type: 'Commercial', trims: [['Cargo Van', 'LT245/75R16']] },
  { make: 'Porsche', model: '911', years: [2020, 2024], type: 'Coupe', trims: [['Carrera', '235/40R19', '295/35R20']] },
  { make: 'Porsche', model: '911', years: [2022, 2024], type: 'Coupe', trims: [['GT3', '255/35R20', '315/30R21']] },
  { make: 'Porsche', model: 'Macan', years: [2019, 2024], type: 'SUV', trims: [['Base', '235/60R18', '255/55R18']] },

  // Electric and others
  { make: 'Tesla', model: 'Model 3', years: [2018, 2023], type: 'Sedan', trims: [['Standard Range Plus', '235/45R18'], ['Long Range', '235/40R19'], ['Performance', '235/35R20']] },
  { make: 'Tesla', model: 'Model Y', years: [2020, 2024], type: 'SUV', trims: [['Long Range', '255/45R19'], ['Long Range 20-inch', '255/40R20'], ['Performance', '255/35R21', '275/35R21']] },
  { make: 'Rivian', model: 'R1T', years: [2022, 2024], type: 'Pickup', trims: [['Adventure', '275/65R20']] },
  { make: 'Lamborghini', model: 'Urus', years: [2019, 2024], type: 'SUV', trims: [['Base', '285/45R21', '315/40R21']] },
  { make: 'Land Rover', model: 'Range Rover', years: [2022, 2024], type: 'SUV', trims: [['Autobiography', '285/40R23']] },
  { make: 'Volvo', model: 'XC90', years: [2016, 2024], type: 'SUV', trims: [['T6 Momentum', '235/55R19'], ['T6 Inscription', '275/45R20']] },
  { make: 'Mitsubishi', model: 'Mirage', years: [2014, 2016], type: 'Hatchback', trims: [['DE', '165/65R14']] },
  { make: 'Mitsubishi', model: 'Mirage', years: [2017, 2024], type: 'Hatchback', trims: [['ES', '175/55R15']] },

  // Towables (spec §5: Trailer is a commercial-type vehicle)
  { make: 'Airstream', model: 'Classic', years: [2019, 2024], type: 'Trailer', trims: [['30RB', 'LT225/75R16'], ['33FB', 'LT225/75R16']] },
];
