import { managementAdBody } from '@vetor/domain/ads/ads.schemas';
import type { SeedStep } from '../../db/seed-step.js';
import { hasSeedKey, insertAd } from './ads.repository.js';

// Vetor's own house ads (no third-party brands): inserted once each, by seed key, so an editor's
// later change or disable in the management area is never undone by a restart.
const HOUSE_ADS = [
  {
    key: 'house-pro-carousel',
    ad: {
      ads_type: 'carousel',
      title: 'Conheça o Vetor PRO',
      text: 'Doenças, tratamentos, algoritmos e flashcards sem limite.',
      photo: '/ads/vetor-pro.svg',
      url: '/checkouts',
      confirm_button: 'Conhecer',
      location: 'home',
      index: 0,
    },
  },
  {
    key: 'house-handouts-carousel',
    ad: {
      ads_type: 'carousel',
      title: 'Novas orientações ao tutor',
      text: 'Textos simples para enviar ao tutor por WhatsApp ou e-mail.',
      photo: '/ads/orientacoes.svg',
      url: '/handouts',
      confirm_button: 'Ver orientações',
      location: 'home',
      index: 0,
    },
  },
  {
    key: 'house-pro-dialog',
    ad: {
      ads_type: 'dialog',
      title: 'Experimente o Vetor PRO',
      text: 'Acesse doenças, tratamentos, algoritmos interativos e diagnóstico diferencial.',
      photo: '/ads/vetor-pro.svg',
      url: '/checkouts',
      confirm_button: 'Ver planos',
      close_button: 'Agora não',
      location: 'home',
      index: 0,
      // Off until an editor turns it on: a dialog on every first visit of the day would be too much
      // for a demo, and the e2e walks the home without it.
      enabled: false,
    },
  },
  {
    key: 'house-calculators-text-list',
    ad: {
      ads_type: 'text_list',
      title: 'Calculadoras clínicas',
      text: 'Dose, infusão contínua, fluidoterapia e energia em um só lugar.',
      url: '/calculators',
      location: 'items',
      index: 0,
    },
  },
] as const;

export const adsSeed: SeedStep = async (database, log) => {
  let added = 0;
  for (const { key, ad } of HOUSE_ADS) {
    if (await hasSeedKey(database.db, key)) continue;
    await insertAd(database.db, managementAdBody.parse(ad), key);
    added++;
  }
  log.info(`anúncios da casa: ${added} novos`);
};
