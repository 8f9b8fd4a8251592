// Schools and campuses (issue 18 item 1): real Canadian universities, colleges and cégeps with the public
// domains of their students' e-mail addresses (only the ones known; a school without any is verified by
// student ID), and one campus row per campus (several for the multi-campus schools).
import type { SchoolType } from '@spc/domain/users';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { campuses, schools } from '../schema/students.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface CampusSeed {
  slug: string;
  nameEn: string;
  nameFr: string;
  city: string;
}

export interface SchoolSeed {
  nameEn: string;
  nameFr: string;
  province: string;
  type: SchoolType;
  domains: readonly string[];
  /** The campuses; one named after the school in `city` when absent. */
  campuses?: readonly CampusSeed[];
  city: string;
  slug: string;
}

const s = (
  slug: string,
  nameEn: string,
  nameFr: string,
  province: string,
  type: SchoolType,
  city: string,
  domains: readonly string[],
  campusList?: readonly CampusSeed[],
): SchoolSeed => ({ slug, nameEn, nameFr, province, type, city, domains, ...(campusList && { campuses: campusList }) });

const c = (slug: string, nameEn: string, nameFr: string, city: string): CampusSeed => ({ slug, nameEn, nameFr, city });

export const SCHOOL_SEEDS: readonly SchoolSeed[] = [
  // Ontario
  s(
    'uoft',
    'University of Toronto',
    'Université de Toronto',
    'ON',
    'university',
    'Toronto',
    ['mail.utoronto.ca', 'utoronto.ca'],
    [
      c('uoft-st-george', 'St. George campus', 'Campus St. George', 'Toronto'),
      c('uoft-scarborough', 'Scarborough campus', 'Campus de Scarborough', 'Toronto'),
      c('uoft-mississauga', 'Mississauga campus', 'Campus de Mississauga', 'Mississauga'),
    ],
  ),
  s(
    'york',
    'York University',
    'Université York',
    'ON',
    'university',
    'Toronto',
    ['my.yorku.ca', 'yorku.ca'],
    [
      c('york-keele', 'Keele campus', 'Campus Keele', 'Toronto'),
      c('york-glendon', 'Glendon campus', 'Campus Glendon', 'Toronto'),
    ],
  ),
  s('tmu', 'Toronto Metropolitan University', 'Université métropolitaine de Toronto', 'ON', 'university', 'Toronto', [
    'torontomu.ca',
  ]),
  s('uwaterloo', 'University of Waterloo', 'Université de Waterloo', 'ON', 'university', 'Waterloo', ['uwaterloo.ca']),
  s('uottawa', 'University of Ottawa', "Université d'Ottawa", 'ON', 'university', 'Ottawa', ['uottawa.ca']),
  s('carleton', 'Carleton University', 'Université Carleton', 'ON', 'university', 'Ottawa', ['cmail.carleton.ca']),
  s('queens', "Queen's University", "Université Queen's", 'ON', 'university', 'Kingston', ['queensu.ca']),
  s('western', 'Western University', 'Université Western', 'ON', 'university', 'London', ['uwo.ca']),
  s('mcmaster', 'McMaster University', 'Université McMaster', 'ON', 'university', 'Hamilton', ['mcmaster.ca']),
  s('uoguelph', 'University of Guelph', 'Université de Guelph', 'ON', 'university', 'Guelph', ['uoguelph.ca']),
  s(
    'laurier',
    'Wilfrid Laurier University',
    'Université Wilfrid-Laurier',
    'ON',
    'university',
    'Waterloo',
    ['mylaurier.ca'],
    [
      c('laurier-waterloo', 'Waterloo campus', 'Campus de Waterloo', 'Waterloo'),
      c('laurier-brantford', 'Brantford campus', 'Campus de Brantford', 'Brantford'),
    ],
  ),
  s('seneca', 'Seneca Polytechnic', 'Seneca Polytechnic', 'ON', 'college', 'Toronto', ['myseneca.ca']),
  s('george-brown', 'George Brown College', 'Collège George Brown', 'ON', 'college', 'Toronto', ['georgebrown.ca']),
  s('sheridan', 'Sheridan College', 'Collège Sheridan', 'ON', 'college', 'Oakville', ['sheridancollege.ca']),
  s('algonquin', 'Algonquin College', 'Collège Algonquin', 'ON', 'college', 'Ottawa', ['algonquinlive.com']),
  s('la-cite', 'La Cité collégiale', 'La Cité', 'ON', 'college', 'Ottawa', []),
  // Quebec
  s(
    'mcgill',
    'McGill University',
    'Université McGill',
    'QC',
    'university',
    'Montréal',
    ['mail.mcgill.ca', 'mcgill.ca'],
    [
      c('mcgill-downtown', 'Downtown campus', 'Campus du centre-ville', 'Montréal'),
      c('mcgill-macdonald', 'Macdonald campus', 'Campus Macdonald', 'Sainte-Anne-de-Bellevue'),
    ],
  ),
  s(
    'concordia',
    'Concordia University',
    'Université Concordia',
    'QC',
    'university',
    'Montréal',
    ['live.concordia.ca', 'concordia.ca'],
    [
      c('concordia-sgw', 'Sir George Williams campus', 'Campus Sir-George-Williams', 'Montréal'),
      c('concordia-loyola', 'Loyola campus', 'Campus Loyola', 'Montréal'),
    ],
  ),
  s('umontreal', 'Université de Montréal', 'Université de Montréal', 'QC', 'university', 'Montréal', ['umontreal.ca']),
  s('ulaval', 'Université Laval', 'Université Laval', 'QC', 'university', 'Québec', ['ulaval.ca']),
  s(
    'uqam',
    'Université du Québec à Montréal (UQAM)',
    'Université du Québec à Montréal (UQAM)',
    'QC',
    'university',
    'Montréal',
    ['courrier.uqam.ca', 'uqam.ca'],
  ),
  s(
    'usherbrooke',
    'Université de Sherbrooke',
    'Université de Sherbrooke',
    'QC',
    'university',
    'Sherbrooke',
    ['usherbrooke.ca'],
    [
      c('usherbrooke-main', 'Main campus', 'Campus principal', 'Sherbrooke'),
      c('usherbrooke-longueuil', 'Longueuil campus', 'Campus de Longueuil', 'Longueuil'),
    ],
  ),
  s('polymtl', 'Polytechnique Montréal', 'Polytechnique Montréal', 'QC', 'university', 'Montréal', ['polymtl.ca']),
  s('hec', 'HEC Montréal', 'HEC Montréal', 'QC', 'university', 'Montréal', ['hec.ca']),
  s(
    'ets',
    'École de technologie supérieure (ÉTS)',
    'École de technologie supérieure (ÉTS)',
    'QC',
    'university',
    'Montréal',
    ['ens.etsmtl.ca', 'etsmtl.ca'],
  ),
  s('ubishops', "Bishop's University", "Université Bishop's", 'QC', 'university', 'Sherbrooke', ['ubishops.ca']),
  s('dawson', 'Dawson College', 'Collège Dawson', 'QC', 'cegep', 'Montréal', ['dawsoncollege.qc.ca']),
  s('vanier', 'Vanier College', 'Collège Vanier', 'QC', 'cegep', 'Montréal', ['vaniercollege.qc.ca']),
  s('john-abbott', 'John Abbott College', 'Collège John-Abbott', 'QC', 'cegep', 'Sainte-Anne-de-Bellevue', [
    'johnabbott.qc.ca',
  ]),
  s('cvm', 'Cégep du Vieux Montréal', 'Cégep du Vieux Montréal', 'QC', 'cegep', 'Montréal', ['cvm.qc.ca']),
  s('maisonneuve', 'Collège de Maisonneuve', 'Collège de Maisonneuve', 'QC', 'cegep', 'Montréal', [
    'cmaisonneuve.qc.ca',
  ]),
  s('csfoy', 'Cégep de Sainte-Foy', 'Cégep de Sainte-Foy', 'QC', 'cegep', 'Québec', ['csfoy.ca']),
  s('cegep-limoilou', 'Cégep Limoilou', 'Cégep Limoilou', 'QC', 'cegep', 'Québec', []),
  // British Columbia
  s(
    'ubc',
    'University of British Columbia',
    'Université de la Colombie-Britannique',
    'BC',
    'university',
    'Vancouver',
    ['student.ubc.ca', 'ubc.ca'],
    [
      c('ubc-vancouver', 'Vancouver campus', 'Campus de Vancouver', 'Vancouver'),
      c('ubc-okanagan', 'Okanagan campus', "Campus de l'Okanagan", 'Kelowna'),
    ],
  ),
  s(
    'sfu',
    'Simon Fraser University',
    'Université Simon Fraser',
    'BC',
    'university',
    'Burnaby',
    ['sfu.ca'],
    [
      c('sfu-burnaby', 'Burnaby campus', 'Campus de Burnaby', 'Burnaby'),
      c('sfu-surrey', 'Surrey campus', 'Campus de Surrey', 'Surrey'),
      c('sfu-vancouver', 'Vancouver campus', 'Campus de Vancouver', 'Vancouver'),
    ],
  ),
  s('uvic', 'University of Victoria', 'Université de Victoria', 'BC', 'university', 'Victoria', ['uvic.ca']),
  s(
    'bcit',
    'British Columbia Institute of Technology',
    'Institut de technologie de la Colombie-Britannique',
    'BC',
    'college',
    'Burnaby',
    ['my.bcit.ca'],
  ),
  s('langara', 'Langara College', 'Collège Langara', 'BC', 'college', 'Vancouver', ['mylangara.ca']),
  s('kpu', 'Kwantlen Polytechnic University', 'Université polytechnique Kwantlen', 'BC', 'university', 'Surrey', [
    'student.kpu.ca',
  ]),
  // Alberta
  s(
    'ualberta',
    'University of Alberta',
    "Université de l'Alberta",
    'AB',
    'university',
    'Edmonton',
    ['ualberta.ca'],
    [
      c('ualberta-north', 'North campus', 'Campus nord', 'Edmonton'),
      c('ualberta-saint-jean', 'Campus Saint-Jean', 'Campus Saint-Jean', 'Edmonton'),
      c('ualberta-augustana', 'Augustana campus', 'Campus Augustana', 'Camrose'),
    ],
  ),
  s('ucalgary', 'University of Calgary', 'Université de Calgary', 'AB', 'university', 'Calgary', ['ucalgary.ca']),
  s('mtroyal', 'Mount Royal University', 'Université Mount Royal', 'AB', 'university', 'Calgary', ['mtroyal.ca']),
  s('macewan', 'MacEwan University', 'Université MacEwan', 'AB', 'university', 'Edmonton', ['macewan.ca']),
  s('sait', 'SAIT', 'SAIT', 'AB', 'college', 'Calgary', ['edu.sait.ca']),
  s('nait', 'NAIT', 'NAIT', 'AB', 'college', 'Edmonton', ['nait.ca']),
  // Prairies
  s('usask', 'University of Saskatchewan', 'Université de la Saskatchewan', 'SK', 'university', 'Saskatoon', [
    'usask.ca',
  ]),
  s('uregina', 'University of Regina', 'Université de Regina', 'SK', 'university', 'Regina', ['uregina.ca']),
  s('umanitoba', 'University of Manitoba', 'Université du Manitoba', 'MB', 'university', 'Winnipeg', [
    'myumanitoba.ca',
  ]),
  s('uwinnipeg', 'University of Winnipeg', 'Université de Winnipeg', 'MB', 'university', 'Winnipeg', [
    'webmail.uwinnipeg.ca',
  ]),
  s('ustboniface', 'Université de Saint-Boniface', 'Université de Saint-Boniface', 'MB', 'university', 'Winnipeg', []),
  // Atlantic
  s(
    'dal',
    'Dalhousie University',
    'Université Dalhousie',
    'NS',
    'university',
    'Halifax',
    ['dal.ca'],
    [
      c('dal-halifax', 'Halifax campuses', 'Campus de Halifax', 'Halifax'),
      c('dal-agricultural', 'Agricultural campus', "Campus d'agriculture", 'Truro'),
    ],
  ),
  s('smu', "Saint Mary's University", "Université Saint Mary's", 'NS', 'university', 'Halifax', ['smu.ca']),
  s('acadia', 'Acadia University', 'Université Acadia', 'NS', 'university', 'Wolfville', ['acadiau.ca']),
  s('stfx', 'St. Francis Xavier University', 'Université St. Francis Xavier', 'NS', 'university', 'Antigonish', [
    'stfx.ca',
  ]),
  s(
    'unb',
    'University of New Brunswick',
    'Université du Nouveau-Brunswick',
    'NB',
    'university',
    'Fredericton',
    ['unb.ca'],
    [
      c('unb-fredericton', 'Fredericton campus', 'Campus de Fredericton', 'Fredericton'),
      c('unb-saint-john', 'Saint John campus', 'Campus de Saint John', 'Saint John'),
    ],
  ),
  s(
    'umoncton',
    'Université de Moncton',
    'Université de Moncton',
    'NB',
    'university',
    'Moncton',
    ['umoncton.ca'],
    [
      c('umoncton-moncton', 'Moncton campus', 'Campus de Moncton', 'Moncton'),
      c('umoncton-edmundston', 'Edmundston campus', "Campus d'Edmundston", 'Edmundston'),
      c('umoncton-shippagan', 'Shippagan campus', 'Campus de Shippagan', 'Shippagan'),
    ],
  ),
  s(
    'mun',
    'Memorial University of Newfoundland',
    'Université Memorial de Terre-Neuve',
    'NL',
    'university',
    "St. John's",
    ['mun.ca'],
    [
      c('mun-st-johns', "St. John's campus", "Campus de St. John's", "St. John's"),
      c('mun-grenfell', 'Grenfell campus', 'Campus Grenfell', 'Corner Brook'),
    ],
  ),
  s(
    'upei',
    'University of Prince Edward Island',
    "Université de l'Île-du-Prince-Édouard",
    'PE',
    'university',
    'Charlottetown',
    ['upei.ca'],
  ),
];

/** "de" before a school's French name, as French writes it: de l’Université, du Collège, du Cégep, d’Ottawa… */
export function ofSchoolFr(name: string): string {
  if (/^(Université|École|Institut)(?=\s)/u.test(name)) return `de l’${name}`;
  if (/^(Collège|Cégep)(?=\s)/u.test(name)) return `du ${name}`;
  if (/^[AEIOUÉÈÂÎ]/u.test(name)) return `d’${name}`;
  return `de ${name}`;
}

const description = (school: SchoolSeed) => ({
  descriptionEn: `Students of ${school.nameEn}: verify your student status with your school e-mail address and get SPC's student discounts, near campus and online.`,
  descriptionFr: `Étudiants et étudiantes ${ofSchoolFr(school.nameFr)} : faites confirmer votre statut étudiant avec votre courriel scolaire et profitez des rabais étudiants de SPC, près du campus comme en ligne.`,
});

/** Empties the schools (and with them campuses, verifications and statuses) and inserts the seeds. */
export async function seedStudents(tx: Tx): Promise<void> {
  await tx.execute(sql`truncate table ${schools} restart identity cascade`);
  for (const school of SCHOOL_SEEDS) {
    const [row] = await tx
      .insert(schools)
      .values({
        nameEn: school.nameEn,
        nameFr: school.nameFr,
        province: school.province,
        schoolType: school.type,
        emailDomains: [...school.domains],
        ...description(school),
      })
      .returning({ id: schools.id });
    if (!row) throw new Error(`School ${school.nameEn} was not inserted`);
    const list = school.campuses ?? [c(school.slug, school.nameEn, school.nameFr, school.city)];
    await tx.insert(campuses).values(
      list.map((campus) => ({
        schoolId: row.id,
        nameEn: campus.nameEn,
        nameFr: campus.nameFr,
        city: campus.city,
        province: school.province,
        urlName: campus.slug,
      })),
    );
  }
}
