// Values as Docusaurus's validation of front matter and `_category_` files takes them: Joi converts a
// number or a yes/no written as text into that number or yes/no (`sidebar_position: "2"`,
// `hide_title: "true"`), and its front matter's text also takes a number as that text
// (`title: 2023`, `tags: [2023]`).
import { z } from 'zod';

export const convertedNumber = z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value), z.number());

export const convertedBoolean = z.preprocess((value) => (typeof value === 'string' && /^(true|false)$/i.test(value) ? value.toLowerCase() === 'true' : value), z.boolean());

export const frontMatterText = z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string());
