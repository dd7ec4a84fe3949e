/**
 * Realistic names for the seed: Norwegian for the Norwegian tenants, English for the others.
 * Everything here is picked from by the seeded generator, so the data stays the same per seed.
 */
export type Language = 'no' | 'en';

export interface TenantPlan {
  identifier: string;
  name: string;
  realm: string;
  language: Language;
  latitude: number;
  longitude: number;
  /** Section name to premise names. */
  sections: Record<string, string[]>;
}

export const roomTypeNames: Record<Language, { name: string; useForCompliance: boolean }[]> = {
  no: [
    { name: 'Toalett', useForCompliance: true },
    { name: 'Pasientrom', useForCompliance: true },
    { name: 'Skyllerom', useForCompliance: true },
    { name: 'Kontor', useForCompliance: false },
    { name: 'Kjøkken', useForCompliance: false },
    { name: 'Møterom', useForCompliance: false },
    { name: 'Resepsjon', useForCompliance: false },
    { name: 'Korridor', useForCompliance: false },
  ],
  en: [
    { name: 'Toilet', useForCompliance: true },
    { name: 'Patient room', useForCompliance: true },
    { name: 'Sluice room', useForCompliance: true },
    { name: 'Office', useForCompliance: false },
    { name: 'Kitchen', useForCompliance: false },
    { name: 'Meeting room', useForCompliance: false },
    { name: 'Reception', useForCompliance: false },
    { name: 'Corridor', useForCompliance: false },
  ],
};

/** Room names by room type index (same order as `roomTypeNames`). */
export const roomNames: Record<Language, string[][]> = {
  no: [
    ['Toalett', 'HC-toalett', 'Toalett ansatte'],
    ['Pasientrom', 'Enerom', 'Tomannsrom'],
    ['Skyllerom', 'Skyllerom vest'],
    ['Kontor', 'Legekontor', 'Vaktrom'],
    ['Kjøkken', 'Tekjøkken', 'Kantine'],
    ['Møterom Fjord', 'Møterom Fjell', 'Møterom Skog', 'Stillerom'],
    ['Resepsjon', 'Ekspedisjon'],
    ['Korridor øst', 'Korridor vest', 'Vestibyle'],
  ],
  en: [
    ['Toilet', 'Accessible toilet', 'Staff toilet'],
    ['Patient room', 'Single room', 'Double room'],
    ['Sluice room', 'Dirty utility'],
    ['Office', 'Nurses station', 'Consulting room'],
    ['Kitchen', 'Kitchenette', 'Canteen'],
    ['Meeting room Oak', 'Meeting room Birch', 'Quiet room'],
    ['Reception', 'Front desk'],
    ['East corridor', 'West corridor', 'Entrance hall'],
  ],
};

export function floorName(number: number, language: Language): string {
  if (language === 'no') return number < 0 ? `U${-number} Kjeller` : `${number}. etasje`;
  if (number < 0) return `Basement ${-number}`;
  if (number === 0) return 'Ground floor';
  const ordinals = ['First', 'Second', 'Third', 'Fourth', 'Fifth'];
  return `${ordinals[number - 1] ?? `Floor ${number}`} floor`;
}

export const firstNames: Record<Language, string[]> = {
  no: [
    'Ingrid',
    'Ola',
    'Kari',
    'Lars',
    'Silje',
    'Henrik',
    'Marte',
    'Jonas',
    'Sigrid',
    'Eirik',
    'Nora',
    'Håkon',
    'Ane',
    'Øystein',
    'Thea',
    'Magnus',
  ],
  en: [
    'Emma',
    'Oliver',
    'Amelia',
    'Jack',
    'Sophie',
    'Harry',
    'Grace',
    'George',
    'Chloe',
    'Thomas',
    'Lucy',
    'James',
  ],
};

export const lastNames: Record<Language, string[]> = {
  no: [
    'Hansen',
    'Johansen',
    'Olsen',
    'Larsen',
    'Andersen',
    'Pedersen',
    'Nilsen',
    'Kristiansen',
    'Jensen',
    'Karlsen',
    'Bakken',
    'Haugen',
    'Solberg',
    'Lie',
    'Dahl',
    'Sæther',
  ],
  en: [
    'Smith',
    'Jones',
    'Taylor',
    'Brown',
    'Williams',
    'Wilson',
    'Evans',
    'Thomas',
    'Roberts',
    'Walker',
    'Wright',
    'Hughes',
  ],
};

export const commentTexts: Record<Language, string[]> = {
  no: [
    'Byttet batteri.',
    'Dispenseren lekker litt, følg med.',
    'Flyttet fra resepsjonen til korridoren.',
    'Påfyll bestilt.',
    'Sensoren reagerer sent, sjekket linsen.',
    'Dryppskål montert.',
  ],
  en: [
    'Batteries replaced.',
    'Slight leak under the nozzle, keep an eye on it.',
    'Moved from reception to the corridor.',
    'Refill ordered.',
    'Sensor slow to react; cleaned the lens.',
    'Drip tray mounted.',
  ],
};

/**
 * A comment written to prove that user text is shown as text: a screen that injects it as HTML
 * would run the handler (stories assert it renders verbatim).
 */
export const hostileComment = '<img src=x onerror="alert(1)"> <b>not bold</b> & done';

export const stateEventNames = ['LowLevel', 'Empty', 'Refilled', 'LidOpen', 'LidClosed'];

/** Device models: `description` of one is longer than 16 words (the form truncates it). */
export const deviceModels: {
  name: string;
  serialNumberPrefix: string;
  description: string | null;
}[] = [
  {
    name: 'Hygiene Dispenser Pro 2',
    serialNumberPrefix: 'HDP2',
    description: 'Touchless dispenser for soap or disinfectant, 1 litre refill.',
  },
  {
    name: 'Hygiene Dispenser Wall XL',
    serialNumberPrefix: 'HDX3',
    description:
      'Wall-mounted touchless dispenser for high-traffic areas such as hospital corridors, canteens and entrances, with a 1.2 litre refill, a drip tray, Bluetooth Low Energy reporting and up to two years of battery life on four AA cells.',
  },
  {
    name: 'Hygiene Dispenser Compact',
    serialNumberPrefix: 'HDC1',
    description: 'Compact dispenser for patient rooms and small toilets.',
  },
  {
    name: 'Hygiene Dispenser Mains',
    serialNumberPrefix: 'HDM2',
    description: 'Mains-powered touchless dispenser for surgical scrub areas.',
  },
  {
    name: 'Hygiene Floor Stand',
    serialNumberPrefix: 'HFS1',
    description: 'Free-standing floor stand with an integrated dispenser.',
  },
  {
    name: 'Hygiene Bed Clip',
    serialNumberPrefix: 'HBC1',
    description: 'Bottle holder with counter for hospital beds.',
  },
  {
    name: 'Hygiene Dispenser Pro 1',
    serialNumberPrefix: 'HDP1',
    description: 'First-generation touchless dispenser.',
  },
  { name: 'Hygiene Gateway', serialNumberPrefix: 'HGW1', description: null },
  {
    name: 'Hygiene Dispenser Kids',
    serialNumberPrefix: 'HDK1',
    description: 'Low-mounted dispenser for kindergartens and schools.',
  },
  {
    name: 'Hygiene Dispenser Outdoor',
    serialNumberPrefix: 'HDO1',
    description: 'Weather-proof dispenser for entrances and markets.',
  },
  {
    name: 'Hygiene Foam Dispenser',
    serialNumberPrefix: 'HFD2',
    description: 'Touchless foam soap dispenser.',
  },
];

export const groupNames = [
  'Administrator',
  'Installer',
  'Service technician',
  'Tenant staff',
  'Screen',
];

export const screenOptions = [
  {
    displayName: 'Samsung Galaxy Tab A9+',
    firstName: 'Tablet',
    lastName: 'Samsung Galaxy Tab A9+, 2024, 11"',
  },
  {
    displayName: 'iPad 10th generation',
    firstName: 'Tablet',
    lastName: 'Apple iPad 10, 2022, 10.9"',
  },
  { displayName: 'Wall screen 43"', firstName: 'Wall screen', lastName: 'LG 43UR640S, 2023, 43"' },
];

export const tenantPlans: TenantPlan[] = [
  {
    identifier: 'service',
    name: 'Hygiene Service',
    realm: 'hygiene',
    language: 'no',
    latitude: 59.9296,
    longitude: 10.8426,
    sections: { Lager: ['Servicelager Alnabru'] },
  },
  {
    identifier: 'demo',
    name: 'demo',
    realm: 'demo',
    language: 'no',
    latitude: 59.9139,
    longitude: 10.7522,
    sections: {
      Sentrum: ['Storgata 12', 'Rådhusplassen kontorbygg', 'Karl Johans gate 23'],
      Nord: ['Nydalen kontorpark', 'Storo helsehus'],
      Vest: ['Lysaker Brygge', 'Fornebu sykehjem'],
    },
  },
  {
    identifier: 'oslo-universitetssykehus',
    name: 'Oslo universitetssykehus',
    realm: 'hygiene',
    language: 'no',
    latitude: 59.949,
    longitude: 10.716,
    sections: {
      Rikshospitalet: ['Rikshospitalet hovedbygg', 'Barnesykehuset'],
      Ullevål: ['Ullevål bygg 2', 'Ullevål bygg 31'],
    },
  },
  {
    identifier: 'bergen-kommune',
    name: 'Bergen kommune',
    realm: 'hygiene',
    language: 'no',
    latitude: 60.3913,
    longitude: 5.3221,
    sections: { Bergenhus: ['Rådhuset', 'Bryggen helsestasjon'], Fana: ['Fana sykehjem'] },
  },
  {
    identifier: 'northwind-care',
    name: 'Northwind Care Homes',
    realm: 'hygiene',
    language: 'en',
    latitude: 63.4305,
    longitude: 10.3951,
    sections: {
      'North Campus': ['Harbour House', 'Riverside Clinic'],
      'South Campus': ['Oak Lodge'],
    },
  },
];
