import { z } from 'zod';
import { languageCodes } from '../languages.js';

/** A bad value reports the message key `err_invalid_language`, like every other field rule. */
export const languageSchema = z.enum(languageCodes, { error: 'err_invalid_language' });
