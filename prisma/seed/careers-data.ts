// The demo careers data as data: the twelve job postings with their departments' description and
// requirements, and the countries, calling codes and names of expat candidates. prisma/seed/careers.ts
// turns it into rows.

import type { HiringTrack } from '@/lib/rules/recruitment';

export type Posting = {
  title: string;
  department: string;
  track: HiringTrack;
  type: string;
  base: number | null;
  opens: number;
  closes: number;
  published: boolean;
  pilot?: boolean;
};

export const POSTINGS: Posting[] = [
  {
    title: 'ATR 72-600 Captain',
    department: 'Flight operations',
    track: 'expat',
    type: 'contract',
    base: 0,
    opens: -40,
    closes: 35,
    published: true,
    pilot: true,
  },
  {
    title: 'DHC-6 Twin Otter Captain',
    department: 'Flight operations',
    track: 'expat',
    type: 'contract',
    base: 1,
    opens: -25,
    closes: 50,
    published: true,
    pilot: true,
  },
  {
    title: 'Cessna Grand Caravan First Officer',
    department: 'Flight operations',
    track: 'local',
    type: 'full_time',
    base: 1,
    opens: -30,
    closes: 30,
    published: true,
    pilot: true,
  },
  {
    title: 'ATR 72-600 First Officer',
    department: 'Flight operations',
    track: 'local',
    type: 'full_time',
    base: 0,
    opens: -20,
    closes: 40,
    published: true,
    pilot: true,
  },
  {
    title: 'Licensed Aircraft Engineer B1 (ATR)',
    department: 'Engineering',
    track: 'expat',
    type: 'contract',
    base: 0,
    opens: -35,
    closes: 25,
    published: true,
  },
  {
    title: 'Aircraft Maintenance Technician',
    department: 'Engineering',
    track: 'local',
    type: 'full_time',
    base: 2,
    opens: -15,
    closes: 45,
    published: true,
  },
  {
    title: 'Quality Assurance Auditor',
    department: 'Quality & Safety',
    track: 'expat',
    type: 'full_time',
    base: null,
    opens: -10,
    closes: 60,
    published: true,
  },
  {
    title: 'Flight Operations Officer (FOO)',
    department: 'Operations control',
    track: 'local',
    type: 'full_time',
    base: null,
    opens: -28,
    closes: 20,
    published: true,
  },
  {
    title: 'Ground Handling Agent',
    department: 'Ground operations',
    track: 'local',
    type: 'contract',
    base: 2,
    opens: -12,
    closes: 30,
    published: true,
  },
  {
    title: 'Station Manager Timika',
    department: 'Ground operations',
    track: 'local',
    type: 'full_time',
    base: 3,
    opens: -5,
    closes: 55,
    published: true,
  },
  // closed last month, and a draft not yet published
  {
    title: 'Flight Attendant (batch 3)',
    department: 'Cabin crew',
    track: 'local',
    type: 'full_time',
    base: null,
    opens: -75,
    closes: -20,
    published: true,
  },
  {
    title: 'Chief Flight Instructor',
    department: 'Training',
    track: 'expat',
    type: 'contract',
    base: null,
    opens: 5,
    closes: 65,
    published: false,
  },
];

export const DESCRIPTION: Record<string, string> = {
  'Flight operations':
    '<p>Fly scheduled, <strong>perintis</strong> and charter services across Papua and Maluku from short, unpaved strips.</p><p>Rosters of 6 weeks on, 2 weeks off; accommodation at the base.</p>',
  Engineering: '<p>Line and base maintenance of our ATR and Twin Otter fleet, including night shifts at outstations.</p>',
  'Quality & Safety': '<p>Audit our AMO and operator processes against CASR 121/135/145 and keep the findings closed.</p>',
  'Operations control': '<p>Flight dispatch and following from the OCC: weather, NOTAMs, load and fuel planning.</p>',
  'Ground operations': '<p>Passenger and cargo handling, ramp safety and turnaround coordination at the station.</p>',
  'Cabin crew': '<p>Safety and service on board our ATR 72 fleet. Training in Jakarta.</p>',
  Training: '<p>Lead the approved training organisation: syllabi, check pilots and simulator planning.</p>',
};
export const REQUIREMENTS: Record<string, string> = {
  'Flight operations':
    '<ul><li>Valid licence and medical class 1</li><li>Instrument rating</li><li>English ICAO level 4 or above</li></ul>',
  Engineering: '<ul><li>AME licence B1 or B2 (DGCA or EASA)</li><li>Type rating ATR 42/72 preferred</li></ul>',
  'Quality & Safety': '<ul><li>5 years in aviation quality</li><li>Lead auditor course</li></ul>',
  'Operations control': '<ul><li>FOO licence</li><li>2 years in dispatch</li></ul>',
  'Ground operations': '<ul><li>SMA/SMK or D3</li><li>Willing to work shifts</li></ul>',
  'Cabin crew': '<ul><li>Age 19-27</li><li>Height 160 cm or above</li><li>Swimming ability</li></ul>',
  Training: '<ul><li>TRI/TRE on type</li><li>3000 hours</li></ul>',
};

export const EXPATS: { country: string; calling: string; first: string[]; last: string[] }[] = [
  { country: 'AU', calling: '61', first: ['Jack', 'Liam', 'Chloe', 'Mitchell'], last: ['Morrison', 'Walsh', 'Kelly', 'Harrington'] },
  { country: 'NZ', calling: '64', first: ['Aroha', 'Tane', 'Hamish'], last: ['Ngata', 'Fraser', 'McKenzie'] },
  { country: 'PH', calling: '63', first: ['Jose', 'Maricel', 'Ramon', 'Jomar'], last: ['Santos', 'Reyes', 'Dela Cruz', 'Bautista'] },
  { country: 'GB', calling: '44', first: ['Oliver', 'Harriet', 'James'], last: ['Whitfield', 'Pemberton', 'Clarke'] },
  { country: 'ZA', calling: '27', first: ['Pieter', 'Thabo', 'Anika'], last: ['van der Merwe', 'Nkosi', 'Botha'] },
  { country: 'BR', calling: '55', first: ['Rafael', 'Lucas', 'Camila'], last: ['Oliveira', 'Pereira', 'Costa'] },
  { country: 'ES', calling: '34', first: ['Javier', 'Lucía'], last: ['García', 'Fernández'] },
  { country: 'FR', calling: '33', first: ['Julien', 'Camille'], last: ['Moreau', 'Lefèvre'] },
  { country: 'CA', calling: '1', first: ['Ethan', 'Olivia'], last: ['Tremblay', 'MacDonald'] },
  { country: 'MY', calling: '60', first: ['Hafiz', 'Mei Ling'], last: ['Rahim', 'Tan'] },
  { country: 'IN', calling: '91', first: ['Arjun', 'Priya', 'Rohit'], last: ['Sharma', 'Nair', 'Iyer'] },
  { country: 'US', calling: '1', first: ['Tyler', 'Megan'], last: ['Anderson', 'Brooks'] },
];
