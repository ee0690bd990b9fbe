// The pt-BR names of the section styles 0–8, shown by the section editor and the version comparison.

export const STYLE_NAMES = [
  'Macrotítulo',
  'Título',
  'Título de item',
  'Tópico',
  'Subitem',
  'Tabela',
  'Fotos',
  'Parágrafos',
  'Vídeo',
] as const;
