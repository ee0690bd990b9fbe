import { ddxResultResponse, diagnosisDetailResponse, signsResponse } from '@vetor/domain/ddx/ddx.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topicItems } from '../../db/schema.js';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app.js';
import { ddxDiagnoses, ddxSigns } from './ddx.table.js';

let t: TestApp;
let pro: string;
let free: string;
const idOf = new Map<string, number>();
beforeAll(async () => {
  t = await createTestApp();
  pro = (await signedInUser(t, { entitlements: ['va_pro'] })).token;
  free = (await signedInUser(t)).token;
  for (const s of await t.database.db.select().from(ddxSigns)) idOf.set(s.key, s.id);
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });
const post = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/topics/ddx/signs', payload, headers: auth(token) });
const ids = (keys: string[]) =>
  keys.map((k) => {
    const id = idOf.get(k);
    if (id === undefined) throw new Error(`sinal desconhecido: ${k}`);
    return id;
  });

// Rule: docs/product/content-and-study.md §6.
describe('PRO only', () => {
  it('401 without a token; 403 PREMIUM_REQUIRED for a free user on every call, whatever the body', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/topics/ddx/signs' })).statusCode).toBe(401);
    for (const res of [
      await get('/api/topics/ddx/signs', free),
      await post(free, { species: 1, signs: [1, 2] }),
      await post(free, { species: 9 }),
      await get('/api/topics/ddx/diagnoses/piometra', free),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('PREMIUM_REQUIRED');
    }
  });
});

describe('GET /api/topics/ddx/signs', () => {
  it('answers every sign with group and sex flags, grouped in the spec order', async () => {
    const res = await get('/api/topics/ddx/signs', pro);
    expect(res.statusCode).toBe(200);
    const { signs } = signsResponse.parse(res.json());
    expect(signs.length).toBeGreaterThanOrEqual(200);
    const groups = [...new Set(signs.map((s) => s.group))];
    expect(groups).toEqual([
      'general',
      'digestive',
      'urinary',
      'respiratory',
      'cardiovascular',
      'neurological',
      'dermatological',
      'ocular',
      'reproductive',
      'musculoskeletal',
      'behavioural',
      'laboratory',
    ]);
    const vulvar = signs.find((s) => s.id === idOf.get('secrecao-vulvar-purulenta'))!;
    expect(vulvar).toMatchObject({ female: 1, male: 0, groupName: 'Reprodutivo' });
    expect(signs.find((s) => s.id === idOf.get('prostatomegalia'))).toMatchObject({ female: 0, male: 1 });
  });
});

// Rule: docs/product/content-and-study.md §5.
describe('POST /api/topics/ddx/signs: limits', () => {
  it('16 signs: 400 DDX_SIGNS_MAX; no sign: 400 DDX_SIGNS_MIN; bad species: 400', async () => {
    const sixteen = [...idOf.values()].slice(0, 16);
    const max = await post(pro, { species: 1, signs: sixteen });
    expect(max.statusCode).toBe(400);
    expect(max.json()).toMatchObject({ code: 'DDX_SIGNS_MAX', message: 'Selecione no máximo 15 sinais clínicos.' });
    const min = await post(pro, { species: 1, signs: [] });
    expect(min.statusCode).toBe(400);
    expect(min.json().code).toBe('DDX_SIGNS_MIN');
    expect((await post(pro, { species: 3, signs: sixteen.slice(0, 2) })).statusCode).toBe(400);
  });
  it('15 signs are accepted', async () => {
    const res = await post(pro, { species: 2, sex: null, signs: [...idOf.values()].slice(0, 15) });
    expect(res.statusCode).toBe(200);
  });
});

interface Picture {
  name: string;
  species: 1 | 2;
  sex?: 0 | 1;
  /** Signalment, when the picture gives it. */
  age?: 'filhote' | 'adulto' | 'idoso';
  breed?: string;
  signs: string[];
  expected: string;
}

/** The ranked diagnoses, best first, for a picture's species, sex and signs. */
async function rank(p: Picture) {
  const res = await post(pro, {
    species: p.species,
    sex: p.sex ?? null,
    signs: ids(p.signs),
    ...(p.age ? { age: p.age } : {}),
    ...(p.breed ? { breed: p.breed } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return ddxResultResponse.parse(res.json()).diagnoses;
}

// Textbook pictures: the expected diagnosis must rank in the top 5.
const pictures: Picture[] = [
  {
    name: 'gato idoso com poliúria, polidipsia, polifagia e perda de peso',
    species: 2,
    signs: ['poliuria', 'polidipsia', 'polifagia', 'perda-de-peso'],
    expected: 'hipertireoidismo-felino',
  },
  {
    name: 'mesmo quadro com hiperglicemia e glicosúria',
    species: 2,
    signs: ['poliuria', 'polidipsia', 'polifagia', 'perda-de-peso', 'hiperglicemia', 'glicosuria'],
    expected: 'diabetes-mellitus-felino',
  },
  {
    name: 'cão com PU/PD, polifagia, abdome pendular, alopecia e FA elevada',
    species: 1,
    signs: [
      'poliuria',
      'polidipsia',
      'polifagia',
      'distensao-abdominal',
      'alopecia-simetrica',
      'fosfatase-alcalina-elevada',
    ],
    expected: 'hiperadrenocorticismo-canino',
  },
  {
    name: 'cão letárgico, com ganho de peso, alopecia simétrica, intolerância ao frio e hipercolesterolemia',
    species: 1,
    signs: ['letargia', 'ganho-de-peso', 'alopecia-simetrica', 'intolerancia-frio', 'hipercolesterolemia'],
    expected: 'hipotireoidismo-canino',
  },
  {
    name: 'cadela com secreção vulvar purulenta, PU/PD, letargia e febre',
    species: 1,
    sex: 1,
    signs: ['secrecao-vulvar-purulenta', 'poliuria', 'polidipsia', 'letargia', 'febre'],
    expected: 'piometra',
  },
  {
    name: 'gato macho com estrangúria, bexiga distendida, vocalização e vômito',
    species: 2,
    sex: 0,
    signs: ['estranguria', 'bexiga-distendida', 'vocalizacao-excessiva', 'vomito', 'hipercalemia'],
    expected: 'obstrucao-uretral-felina',
  },
  {
    name: 'cão com febre, epistaxe, petéquias, trombocitopenia e linfadenomegalia',
    species: 1,
    signs: ['febre', 'epistaxe', 'petequias-equimoses', 'trombocitopenia', 'linfadenomegalia'],
    expected: 'erliquiose-monocitica-canina',
  },
  {
    name: 'filhote com vômito, diarreia hemorrágica, febre e leucopenia',
    species: 1,
    signs: ['vomito', 'diarreia-intestino-delgado', 'hematoquezia', 'leucopenia', 'febre'],
    expected: 'parvovirose-canina',
  },
  {
    name: 'gato com paresia aguda dos pélvicos, sem pulso, extremidades frias e vocalização',
    species: 2,
    signs: [
      'paresia-aguda-pelvicos',
      'pulso-ausente-membros',
      'extremidades-frias',
      'vocalizacao-excessiva',
      'taquipneia',
    ],
    expected: 'tromboembolismo-aortico-felino',
  },
  {
    name: 'cão de raça grande com ânsia improdutiva, abdome distendido e sialorreia',
    species: 1,
    signs: ['ansia-improdutiva', 'distensao-abdominal', 'sialorreia', 'taquicardia'],
    expected: 'dilatacao-volvulo-gastrico',
  },
  {
    name: 'cadela com vômito, diarreia, bradicardia, hipercalemia e hiponatremia',
    species: 1,
    signs: ['vomito', 'diarreia-intestino-delgado', 'letargia', 'bradicardia', 'hipercalemia', 'hiponatremia'],
    expected: 'hipoadrenocorticismo',
  },
  {
    name: 'cão pequeno idoso com sopro, tosse noturna, taquipneia e intolerância ao exercício',
    species: 1,
    signs: ['sopro-cardiaco', 'tosse', 'tosse-noturna', 'taquipneia', 'intolerancia-exercicio'],
    expected: 'doenca-mixomatosa-valva-mitral',
  },
  {
    name: 'gato com tosse, sibilos e dispneia com boca aberta',
    species: 2,
    signs: ['tosse', 'sibilos', 'dispneia', 'respiracao-boca-aberta'],
    expected: 'asma-felina',
  },
  {
    name: 'cão com convulsões, hipoglicemia e fraqueza que piora com exercício',
    species: 1,
    signs: ['convulsoes', 'hipoglicemia', 'fraqueza-piora-exercicio'],
    expected: 'insulinoma',
  },
  {
    name: 'gato com espirros, secreção nasal e ocular, febre e úlceras orais',
    species: 2,
    signs: ['espirros', 'secrecao-nasal', 'secrecao-ocular', 'febre', 'ulceras-orais'],
    expected: 'complexo-respiratorio-felino',
  },
  {
    name: 'cão com emagrecimento, linfadenomegalia, descamação, hiperglobulinemia e epistaxe',
    species: 1,
    signs: ['perda-de-peso', 'linfadenomegalia', 'descamacao', 'hiperglobulinemia', 'epistaxe'],
    expected: 'leishmaniose-visceral-canina',
  },
];

// Brazilian diseases, toxins and envenomations: the classic picture must rank in the top 3
// (docs/decisions/content-brazil-diseases.md; docs/content-review.md).
const brazilPictures: Picture[] = [
  {
    name: 'gato com úlceras e nódulos cutâneos, crostas, espirros e secreção nasal',
    species: 2,
    signs: ['ulcera-cutanea', 'nodulo-cutaneo', 'crostas', 'espirros', 'secrecao-nasal'],
    expected: 'esporotricose',
  },
  {
    name: 'gato apático com mucosas pálidas, anemia regenerativa, febre e anorexia',
    species: 2,
    signs: ['mucosas-palidas', 'anemia-regenerativa', 'febre', 'letargia', 'anorexia'],
    expected: 'micoplasmose-hemotropica-felina',
  },
  {
    name: 'filhote de gato com vômito, diarreia, febre e leucopenia',
    species: 2,
    signs: ['vomito', 'diarreia-intestino-delgado', 'febre', 'leucopenia', 'desidratacao'],
    expected: 'panleucopenia-felina',
  },
  {
    name: 'cão com febre, icterícia, anemia regenerativa, piroplasmas e trombocitopenia',
    species: 1,
    signs: ['febre', 'ictericia', 'anemia-regenerativa', 'hemoparasita-esfregaco', 'trombocitopenia'],
    expected: 'babesiose',
  },
  {
    name: 'cão com febre, emagrecimento, leucocitose neutrofílica e gamontes em neutrófilos',
    species: 1,
    signs: ['febre', 'perda-de-peso', 'leucocitose-neutrofilica', 'hemoparasita-esfregaco', 'anemia-nao-regenerativa'],
    expected: 'hepatozoonose-canina',
  },
  {
    name: 'cão com trombocitopenia, febre, apatia e dor articular',
    species: 1,
    signs: ['trombocitopenia', 'febre', 'letargia', 'dor-articular'],
    expected: 'anaplasmose-canina',
  },
  {
    name: 'cão com febre, icterícia, azotemia, trombocitopenia e glicosúria',
    species: 1,
    signs: ['febre', 'ictericia', 'azotemia', 'trombocitopenia', 'glicosuria', 'vomito'],
    expected: 'leptospirose',
  },
  {
    name: 'cão agressivo com mandíbula caída, sialorreia e disfagia',
    species: 1,
    signs: ['agressividade', 'paralisia-mandibular', 'sialorreia', 'disfagia'],
    expected: 'raiva',
  },
  {
    name: 'cão macho com massa no pênis, secreção prepucial e lambedura genital',
    species: 1,
    sex: 0,
    signs: ['massa-genital', 'secrecao-prepucial', 'lambedura-genital'],
    expected: 'tumor-venereo-transmissivel',
  },
  {
    name: 'cadela com nódulos mamários, mamas aumentadas e úlcera',
    species: 1,
    sex: 1,
    signs: ['nodulos-mamarios', 'aumento-mamas', 'ulcera-cutanea'],
    expected: 'neoplasia-mamaria',
  },
  {
    name: 'cão do litoral com tosse, intolerância ao exercício, dispneia e microfilárias',
    species: 1,
    signs: ['tosse', 'intolerancia-exercicio', 'dispneia', 'hemoparasita-esfregaco', 'eosinofilia'],
    expected: 'dirofilariose',
  },
  {
    name: 'cão com edema local doloroso, sangue incoagulável e equimoses',
    species: 1,
    signs: ['edema-local-doloroso', 'dor-local-intensa', 'tempo-coagulacao-prolongado', 'petequias-equimoses'],
    expected: 'acidente-ofidico-botropico',
  },
  {
    name: 'cão com tetraparesia flácida, urina escura e CK elevada',
    species: 1,
    signs: ['tetraparesia', 'fraqueza', 'urina-escura', 'ck-elevada'],
    expected: 'acidente-ofidico-crotalico',
  },
  {
    name: 'cão pequeno com dor local intensa, sialorreia, vômitos, tremores e taquicardia',
    species: 1,
    signs: ['dor-local-intensa', 'sialorreia', 'vomito', 'tremores', 'taquicardia'],
    expected: 'acidente-escorpionico',
  },
  {
    name: 'cão com sialorreia súbita, mucosas congestas, arritmia e convulsões',
    species: 1,
    signs: ['sialorreia', 'mucosas-congestas', 'arritmia', 'convulsoes'],
    expected: 'intoxicacao-por-sapos',
  },
  {
    name: 'cão com sialorreia, miose, tremores, bradicardia e diarreia (chumbinho)',
    species: 1,
    signs: ['sialorreia', 'miose', 'tremores', 'bradicardia', 'diarreia-intestino-delgado'],
    expected: 'intoxicacao-organofosforado',
  },
  {
    name: 'gato com vômito, sialorreia, anorexia, oligúria e azotemia',
    species: 2,
    signs: ['vomito', 'sialorreia', 'anorexia', 'oliguria', 'azotemia'],
    expected: 'intoxicacao-lirios-felina',
  },
  {
    name: 'cão com prurido intenso, crostas nas orelhas e reflexo otopodal positivo',
    species: 1,
    signs: ['prurido', 'crostas', 'reflexo-otopodal', 'papulas-pustulas'],
    expected: 'sarna-sarcoptica',
  },
  {
    name: 'cão com prurido, seborreia oleosa de odor rançoso, liquenificação e hiperpigmentação',
    species: 1,
    signs: ['seborreia-oleosa', 'prurido', 'liquenificacao', 'hiperpigmentacao'],
    expected: 'dermatite-por-malassezia',
  },
  // Emergencies reviewed with this batch (docs/content-review.md, clinical review 2026-11-28).
  {
    name: 'cão com mucosas pálidas, icterícia, anemia regenerativa e esferocitose',
    species: 1,
    signs: ['mucosas-palidas', 'ictericia', 'anemia-regenerativa', 'esferocitose', 'letargia'],
    expected: 'anemia-hemolitica-imunomediada',
  },
  {
    name: 'cão atropelado com alteração de consciência, anisocoria e epistaxe',
    species: 1,
    signs: ['alteracao-consciencia', 'anisocoria', 'epistaxe', 'bradicardia'],
    expected: 'trauma-cranioencefalico',
  },
];

describe('Brazilian pictures rank their diagnosis in the top 3', () => {
  for (const p of brazilPictures) {
    it(p.name, async () => {
      const top3 = (await rank(p)).slice(0, 3).map((d) => d.id);
      expect(top3, `top 3: ${top3.join(', ')}`).toContain(p.expected);
    });
  }
});

describe('clinical pictures rank their textbook diagnosis in the top 5', () => {
  for (const p of pictures) {
    it(p.name, async () => {
      const diagnoses = await rank(p);
      const top5 = diagnoses.slice(0, 5).map((d) => d.id);
      expect(top5, `top 5: ${top5.join(', ')}`).toContain(p.expected);
      const hit = diagnoses.find((d) => d.id === p.expected)!;
      expect(hit.total).toBe(p.signs.length);
      expect(hit.matched).toBeGreaterThanOrEqual(2);
    });
  }

  it('sex filters conditions: a male dog never gets pyometra', async () => {
    const signs = ids(['secrecao-vulvar-purulenta', 'poliuria', 'polidipsia', 'febre']);
    const male = ddxResultResponse.parse((await post(pro, { species: 1, sex: 0, signs })).json());
    expect(male.diagnoses.map((d) => d.id)).not.toContain('piometra');
  });

  it('species filters conditions: a dog never gets feline hyperthyroidism', async () => {
    const res = await post(pro, {
      species: 1,
      signs: ids(['poliuria', 'polidipsia', 'polifagia', 'perda-de-peso', 't4-total-elevado']),
    });
    expect(ddxResultResponse.parse(res.json()).diagnoses.map((d) => d.id)).not.toContain('hipertireoidismo-felino');
  });

  it('marks the signs that argue against a condition', async () => {
    const res = await post(pro, {
      species: 1,
      signs: ids(['letargia', 'ganho-de-peso', 'alopecia-simetrica', 'polifagia']),
    });
    const hypo = ddxResultResponse.parse(res.json()).diagnoses.find((d) => d.id === 'hipotireoidismo-canino');
    expect(hypo?.againstSigns).toEqual(ids(['polifagia']));
  });

  it('unrelated signs give an empty list', async () => {
    const res = await post(pro, { species: 2, signs: ids(['gaveta-cranial', 'hemorragia-retiniana']) });
    expect(ddxResultResponse.parse(res.json()).diagnoses).toEqual([]);
  });
});

describe('GET /api/topics/ddx/diagnoses/{id}', () => {
  it('answers the condition with its signs (hallmarks marked), sections, references and library links', async () => {
    const res = await get('/api/topics/ddx/diagnoses/hipertireoidismo-felino', pro);
    expect(res.statusCode).toBe(200);
    const d = diagnosisDetailResponse.parse(res.json());
    expect(d.diagnosis).toBe('Hipertireoidismo felino');
    expect(d.species).toEqual([2]);
    expect(d.sections.length).toBeGreaterThanOrEqual(2);
    expect(d.references.map((r) => r.name).join(' ')).toContain(
      'AAFP Guidelines for the Management of Feline Hyperthyroidism',
    );
    expect(d.signs.find((s) => s.id === idOf.get('t4-total-elevado'))).toMatchObject({
      hallmark: true,
      sign: 'T4 total elevado',
    });
    expect(d.links.item).toEqual({ id: 'hipertireoidismo-felino', name: expect.any(String) });
    expect(d.links.drugs.map((x) => x.id)).toEqual(['metimazol', 'anlodipino']);
  });
  it('404 DDX_DIAGNOSIS_NOT_FOUND for an unknown id', async () => {
    const res = await get('/api/topics/ddx/diagnoses/nao-existe', pro);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('DDX_DIAGNOSIS_NOT_FOUND');
  });
});

describe('content', () => {
  it('has at least 100 conditions, each with signs, hallmarks among them, sections and references', async () => {
    const rows = await t.database.db.select().from(ddxDiagnoses);
    expect(rows.length).toBeGreaterThanOrEqual(100);
    for (const r of rows) {
      expect(r.signs.length).toBeGreaterThanOrEqual(3);
      expect(r.hallmarks.every((h) => r.signs.includes(h))).toBe(true);
      expect((r.references as unknown[]).length).toBeGreaterThanOrEqual(1);
    }
    expect(rows.some((r) => r.species.includes(1))).toBe(true);
    expect(rows.some((r) => r.species.includes(2))).toBe(true);
  });

  it('makes every disease item of the library a DDx diagnosis, so DDx reaches each disease page', async () => {
    const linked = new Set(
      (await t.database.db.select({ links: ddxDiagnoses.links }).from(ddxDiagnoses)).map(
        (r) => (r.links as { item?: string }).item,
      ),
    );
    const diseases = await t.database.db.select({ id: topicItems.id, category: topicItems.category }).from(topicItems);
    expect(diseases.filter((i) => i.category === 11 && !linked.has(i.id)).map((i) => i.id)).toEqual([]);
  });
});

// Classic pictures with signalment (age group, breed): the textbook diagnosis in the top 3.
const classicPictures: Picture[] = [
  {
    name: 'filhote yorkshire com tremores, fraqueza e hipoglicemia',
    species: 1,
    age: 'filhote',
    breed: 'toy',
    signs: ['tremores', 'fraqueza', 'hipoglicemia'],
    expected: 'hipoglicemia-juvenil',
  },
  {
    name: 'filhote sem vacina com vômito, diarreia com sangue e leucopenia',
    species: 1,
    age: 'filhote',
    signs: ['vomito', 'hematoquezia', 'leucopenia', 'febre'],
    expected: 'parvovirose-canina',
  },
  {
    name: 'pastor-alemão de 8 meses com claudicação que muda de membro e febre',
    species: 1,
    age: 'filhote',
    breed: 'grande-porte',
    signs: ['claudicacao-migratoria', 'febre', 'claudicacao'],
    expected: 'panosteite',
  },
  {
    name: 'border collie com ataxia, midríase e cegueira após vermífugo de cavalo',
    species: 1,
    breed: 'pastoreio',
    signs: ['ataxia', 'midriase', 'cegueira-aguda', 'tremores'],
    expected: 'intoxicacao-ivermectina',
  },
  {
    name: 'boxer adulto com síncope e arritmia',
    species: 1,
    age: 'adulto',
    breed: 'boxer',
    signs: ['colapso', 'arritmia', 'intolerancia-exercicio'],
    expected: 'cardiomiopatia-arritmogenica-boxer',
  },
  {
    name: 'dachshund adulto com dor toracolombar e paresia dos pélvicos',
    species: 1,
    age: 'adulto',
    breed: 'condrodistrofica',
    signs: ['dor-toracolombar', 'paresia-pelvicos', 'propriocepcao-diminuida'],
    expected: 'doenca-disco-intervertebral-tl',
  },
  {
    name: 'gato persa adulto com poliúria, polidipsia e rins grandes',
    species: 2,
    age: 'adulto',
    breed: 'persa',
    signs: ['poliuria', 'polidipsia', 'renomegalia', 'azotemia'],
    expected: 'doenca-renal-policistica',
  },
  {
    name: 'cão idoso com hematúria, estrangúria e polaciúria',
    species: 1,
    age: 'idoso',
    signs: ['hematuria', 'estranguria', 'polaciuria'],
    expected: 'carcinoma-urotelial',
  },
  {
    name: 'gato idoso com fraqueza, ventroflexão cervical, hipocalemia e hipertensão',
    species: 2,
    age: 'idoso',
    signs: ['fraqueza-muscular', 'ventroflexao-cervical', 'hipocalemia', 'hipertensao-arterial'],
    expected: 'hiperaldosteronismo-primario',
  },
  {
    name: 'pug após passeio no calor com hipertermia, taquipneia e colapso',
    species: 1,
    breed: 'braquicefalica',
    signs: ['hipertermia', 'taquipneia', 'colapso', 'mucosas-congestas'],
    expected: 'insolacao',
  },
  {
    name: 'cão do Sul com icterícia, sangramento nas orelhas, anemia e febre',
    species: 1,
    signs: ['ictericia', 'petequias-equimoses', 'anemia-regenerativa', 'febre', 'epistaxe'],
    expected: 'rangeliose',
  },
  {
    name: 'cão com ferida com larvas, necrose e dor intensa',
    species: 1,
    signs: ['ulcera-cutanea', 'necrose-tecidual', 'dor-local-intensa'],
    expected: 'miiase',
  },
];

describe('classic pictures with signalment rank their diagnosis in the top 3', () => {
  for (const p of classicPictures) {
    it(p.name, async () => {
      const top3 = (await rank(p)).slice(0, 3).map((d) => d.id);
      expect(top3, `top 3: ${top3.join(', ')}`).toContain(p.expected);
    });
  }

  it('a breed moves its predisposed condition up: MMVD with and without "toy"', async () => {
    const base: Picture = {
      name: '',
      species: 1,
      age: 'idoso',
      signs: ['sopro-cardiaco', 'tosse', 'intolerancia-exercicio'],
      expected: '',
    };
    const place = async (p: Picture) => (await rank(p)).findIndex((d) => d.id === 'doenca-mixomatosa-valva-mitral');
    expect(await place({ ...base, breed: 'toy' })).toBeLessThanOrEqual(await place(base));
  });

  it('"convulsões" alone lists the reactive causes too, not only epilepsy', async () => {
    const listed = (await rank({ name: '', species: 1, signs: ['convulsoes'], expected: '' })).map((d) => d.id);
    for (const id of [
      'epilepsia-idiopatica',
      'encefalopatia-hepatica',
      'desvio-portossistemico',
      'insulinoma',
      'hipoglicemia-juvenil',
      'eclampsia',
      'intoxicacao-organofosforado',
      'cinomose',
      'trauma-cranioencefalico',
      'neoplasia-intracraniana',
    ])
      expect(listed, id).toContain(id);
    expect(listed.length).toBeGreaterThanOrEqual(15);
  });
});
