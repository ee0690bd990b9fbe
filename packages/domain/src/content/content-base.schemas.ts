import { z } from 'zod';

// Building blocks every piece of reference content shares: references and nested sections
// (docs/product/content-and-study.md §2 Section rendering, §3 Topic item / Reference).

/** Evidence level 1 (strongest) to 5; 0 means none. */
export const evidenceLevel = z.number().int().min(0).max(5);

export const referenceSchema = z.object({
  name: z.string().min(1),
  category: z.string().optional(),
  description: z.string().optional(),
  /** 0 (or absent) external, 1 internal link with a path. */
  type: z.union([z.literal(0), z.literal(1)]).optional(),
  year: z.number().int().min(1800).max(2100).optional(),
  magazine: z.string().optional(),
  levelNumber: evidenceLevel.optional(),
  addendum: z.string().optional(),
  link: z.string().optional(),
  dose: z.string().optional(),
  path: z.string().optional(),
});
export type Reference = z.infer<typeof referenceSchema>;

import { VIDEO_PLAYER_URL } from './section-style.js';

export { SECTION_STYLE, VIDEO_PLAYER_URL } from './section-style.js';

export const tableSchema = z.object({
  headers: z.array(z.string()).min(1),
  lines: z.array(z.array(z.string())).min(1),
  caption: z.string().optional(),
});
export type Table = z.infer<typeof tableSchema>;

export const photoSchema = z.object({
  /** Path under /content/photos/ or an absolute URL. */
  url: z.string().min(1),
  alt: z.string().min(1),
  caption: z.string().optional(),
});

const sectionFields = {
  style: z.number().int().min(0).max(8),
  text: z.string().optional(),
  description: z.string().optional(),
  /** Style 1 titles start collapsed when true. */
  collapse: z.boolean().optional(),
  table: tableSchema.optional(),
  /** Style 7: paragraphs; a paragraph of '---' is a divider, one starting with '->' an arrow. */
  paragraphs: z.array(z.string()).optional(),
  photos: z.array(photoSchema).optional(),
  video: z.string().regex(VIDEO_PLAYER_URL, 'URL do player de vídeo inválida').optional(),
  /** Indexes (0-based) into the owning item's references. */
  references: z.array(z.number().int().min(0)).optional(),
};

function styleRules<T extends z.ZodObject>(schema: T) {
  return schema.superRefine((s, ctx) => {
    const v = s as unknown as {
      style: number;
      table?: unknown;
      photos?: unknown[];
      video?: string;
      text?: string;
      paragraphs?: string[];
    };
    if (v.style === 5 && !v.table)
      ctx.addIssue({ code: 'custom', message: 'obrigatória numa seção de tabela', path: ['table'] });
    if (v.style === 6 && !v.photos?.length)
      ctx.addIssue({ code: 'custom', message: 'inclua ao menos uma foto numa seção de fotos', path: ['photos'] });
    if (v.style === 8 && !v.video)
      ctx.addIssue({ code: 'custom', message: 'obrigatório numa seção de vídeo', path: ['video'] });
    if ([0, 1, 2, 3, 4].includes(v.style) && !v.text)
      ctx.addIssue({ code: 'custom', message: 'obrigatório numa seção de texto', path: ['text'] });
    if (v.style === 7 && !v.paragraphs?.length && !v.text)
      ctx.addIssue({
        code: 'custom',
        message: 'escreva o texto ou ao menos um parágrafo',
        path: ['paragraphs'],
      });
  });
}

// Sections nest at most three levels (docs/product/content-and-study.md §3): level 1 holds level 2, which holds level 3.
export const sectionLevel3 = styleRules(z.object(sectionFields));
export const sectionLevel2 = styleRules(z.object({ ...sectionFields, sections: z.array(sectionLevel3).optional() }));
export const sectionSchema = styleRules(z.object({ ...sectionFields, sections: z.array(sectionLevel2).optional() }));
export type Section = z.infer<typeof sectionSchema>;
