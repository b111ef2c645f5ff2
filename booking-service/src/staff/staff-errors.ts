import { staffErrorCodes } from '@stayvn/shared';
import { AppError } from '../errors/app-error.js';

/** The refusals of staff log-in, enrolment and sessions, each with its code. */

export const invalidCredentials = () =>
  new AppError(400, staffErrorCodes.invalidCredentials, 'The e-mail or password is not correct');
export const codeInvalid = (field: 'code' | 'recoveryCode') =>
  new AppError(400, staffErrorCodes.codeInvalid, 'The code is not correct or was used already', [
    { field, code: staffErrorCodes.codeInvalid, message: staffErrorCodes.codeInvalid },
  ]);
export const disabled = () => new AppError(403, staffErrorCodes.disabled, 'This staff account is disabled');
export const linkExpired = () =>
  new AppError(400, staffErrorCodes.linkExpired, 'The link has expired or has already been used');
export const enrolmentInvalid = () =>
  new AppError(401, staffErrorCodes.enrolmentInvalid, 'The enrolment has expired, please log in again');
export const sessionEnded = () =>
  new AppError(400, staffErrorCodes.sessionEnded, 'The session has ended, please log in again');
