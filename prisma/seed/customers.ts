// Demo customers of the shops: about 300 people and companies with Indonesian names, mobile numbers (stored
// normalised to a leading 62, spec 5) and coastal cities. Seeded only while the customers table is empty.
import type { Db } from '@/server/db';
import { FIRST_NAMES as FIRST, LAST_NAMES as LAST } from './names';
import { random } from './random';

const COMPANY = ['CV Bahari', 'PT Samudra', 'UD Nelayan', 'PT Armada', 'CV Pelabuhan', 'KUD Mina', 'PT Pelayaran', 'CV Tirta'];
const COMPANY_TAIL = ['Jaya', 'Abadi', 'Makmur', 'Sejahtera', 'Nusantara', 'Timur', 'Sentosa', 'Mandiri'];
const CITIES: { city: string; street: string[] }[] = [
  { city: 'Jakarta Utara', street: ['Jl. Pluit Raya', 'Jl. Muara Baru', 'Jl. RE Martadinata'] },
  { city: 'Surabaya', street: ['Jl. Perak Timur', 'Jl. Kalimas Baru'] },
  { city: 'Makassar', street: ['Jl. Nusantara', 'Jl. Penghibur', 'Jl. Somba Opu'] },
  { city: 'Bitung', street: ['Jl. Samudera', 'Jl. Sam Ratulangi'] },
  { city: 'Manado', street: ['Jl. Piere Tendean', 'Jl. Sam Ratulangi'] },
  { city: 'Ambon', street: ['Jl. Yos Sudarso', 'Jl. Pattimura'] },
  { city: 'Sorong', street: ['Jl. Basuki Rahmat', 'Jl. Ahmad Yani'] },
  { city: 'Jayapura', street: ['Jl. Koti', 'Jl. Pantai Dok II'] },
  { city: 'Biak', street: ['Jl. Imam Bonjol', 'Jl. Selat Makassar'] },
  { city: 'Merauke', street: ['Jl. Raya Mandala', 'Jl. Pelabuhan'] },
  { city: 'Denpasar', street: ['Jl. By Pass Ngurah Rai', 'Jl. Pelabuhan Benoa'] },
  { city: 'Kupang', street: ['Jl. Timor Raya', 'Jl. Pelabuhan Tenau'] },
  { city: 'Batam', street: ['Jl. Engku Putri', 'Jl. Sekupang'] },
  { city: 'Balikpapan', street: ['Jl. Jend. Sudirman', 'Jl. Yos Sudarso'] },
  { city: 'Tarakan', street: ['Jl. Mulawarman', 'Jl. Yos Sudarso'] },
  { city: 'Ternate', street: ['Jl. Pahlawan Revolusi', 'Jl. Hasan Esa'] },
  { city: 'Kendari', street: ['Jl. Konggoasa', 'Jl. Sultan Hasanuddin'] },
  { city: 'Pontianak', street: ['Jl. Pak Kasih', 'Jl. Rahadi Usman'] },
  { city: 'Labuan Bajo', street: ['Jl. Soekarno Hatta', 'Jl. Pantai Pede'] },
  { city: 'Banda Aceh', street: ['Jl. Pelabuhan Ulee Lheue', 'Jl. Teuku Umar'] },
];
const PREFIXES = ['811', '812', '813', '821', '822', '852', '853', '857', '877', '878', '896', '899'];

export const CUSTOMER_COUNT = 300;

export function demoCustomers() {
  const r = random('marine-customers');
  const out: { name: string; email: string; phone: string; address: string; city: string; country: string }[] = [];
  const emails = new Set<string>();
  for (let i = 0; out.length < CUSTOMER_COUNT; i++) {
    const company = r.chance(0.12);
    const name = company ? `${r.pick(COMPANY)} ${r.pick(COMPANY_TAIL)}` : `${r.pick(FIRST)} ${r.pick(LAST)}`;
    const local = name
      .toLowerCase()
      .replace(/[^a-z]+/g, '.')
      .replace(/^\.|\.$/g, '');
    const email = `${local}${emails.has(`${local}@example.id`) ? i : ''}@example.id`;
    if (emails.has(email)) continue;
    emails.add(email);
    const place = r.pick(CITIES);
    out.push({
      name,
      email,
      phone: `62${r.pick(PREFIXES)}${String(r.int(1_000_000, 99_999_999)).padStart(8, '0')}`,
      address: `${r.pick(place.street)} No. ${r.int(1, 180)}`,
      city: place.city,
      country: 'ID',
    });
  }
  return out;
}

/** The demo customers, when the table is empty; answers how many were created. */
export async function seedCustomers(db: Db): Promise<number> {
  if ((await db.customer.count()) > 0) return 0;
  return (await db.customer.createMany({ data: demoCustomers() })).count;
}
