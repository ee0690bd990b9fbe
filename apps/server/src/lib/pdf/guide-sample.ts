// A sample prescription guide (made-up people): fourteen long items, so it flows onto more pages.
// Used by the guide layout tests and the PDF pool's tests.
import type { GuideDoc } from './prescription-guide.js';

export const SAMPLE_GUIDE_NOW = new Date('2026-11-23T12:00:00Z');

export function sampleGuide(): GuideDoc {
  return {
    kind: 'ordinary',
    number: 1,
    vet: {
      name: 'Dra. Ângela Conceição Müller',
      crmv: 'CRMV-PR 9876',
      address: 'Rua XV de Novembro, 1234 — Centro — Curitiba/PR — CEP 80020-310',
      contact: 'angela@clinica.example — (41) 99876-5432',
      city: 'Curitiba/PR',
    },
    patient: {
      name: 'Pérola',
      species: 'Gato',
      breed: 'Sagrado da Birmânia',
      sex: 'Fêmea',
      age: '3 anos',
      weight: '4,2 kg',
    },
    owner: {
      name: 'José Ávila Gonçalves',
      cpf: '529.982.247-25',
      address: 'Avenida Sete de Setembro, 500, Curitiba/PR',
    },
    items: Array.from({ length: 14 }, (_, i) => ({
      number: i + 1,
      title: `Amoxicilina com clavulanato de potássio ${i + 1} — Suspensão oral 50 mg/mL`,
      quantity: '1 frasco de 60 mL',
      route: 'via oral',
      posology:
        '0,84 mL da apresentação de 50 mg/mL, a cada 12 horas, por 10 dias, sempre após a alimentação, agitando bem antes de usar.',
      additionalInformation: 'Conservar na geladeira depois de preparado e descartar o que sobrar após o tratamento.',
    })),
    validation: { code: 'ABCD-1234', url: 'https://vetor.example/validation/ABCD1234' },
    placeAndDate: 'Curitiba, 23 de novembro de 2026',
  };
}
