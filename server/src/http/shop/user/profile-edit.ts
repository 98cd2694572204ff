import {
  profileAddressSchema,
  profileContactConfirmSchema,
  profileContactSchema,
  profileNameSchema,
} from '@kimoshdi/shared/api/shop/profile';
import type { Request, RequestHandler, Response } from 'express';
import type { CabinetService, ProfileEditService } from '../../../modules/cabinet';
import type { SessionService } from '../../../modules/session';
import { currentUser } from '../../middleware/auth';
import { parse } from '../../../lib/parse';
import { refreshStoredUser } from './stored-user-cookie';

interface ProfileEditDeps {
  sessions: SessionService;
  cabinet: CabinetService;
  edit: ProfileEditService;
}

/** The profile after a change, and the navbar's stored user with it. */
async function answerProfile(req: Request, res: Response, { sessions, cabinet }: ProfileEditDeps) {
  const profile = await cabinet.profile(currentUser(req).id, req.lang);
  await refreshStoredUser(req, res, sessions, profile);
  res.setHeader('Cache-Control', 'no-store');
  res.json(profile);
}

/** POST user/profile/name {full_name}: only while the profile has no name. */
export function postProfileName(deps: ProfileEditDeps): RequestHandler {
  return async (req, res) => {
    const { full_name } = parse(profileNameSchema, req.body);
    await deps.edit.fillName(currentUser(req).id, full_name);
    await answerProfile(req, res, deps);
  };
}

/** POST user/profile/address {region_id, area_id, street}. */
export function postProfileAddress(deps: ProfileEditDeps): RequestHandler {
  return async (req, res) => {
    const input = parse(profileAddressSchema, req.body);
    await deps.edit.setAddress(currentUser(req).id, input);
    await answerProfile(req, res, deps);
  };
}

/** POST user/profile/contact {contact}: a code to the new phone or e-mail. */
export function postProfileContact(deps: ProfileEditDeps): RequestHandler {
  return async (req, res) => {
    const { contact, altcha } = parse(profileContactSchema, req.body);
    const sent = await deps.edit.sendContactCode(currentUser(req).id, contact, {
      lang: req.lang,
      ip: req.ip ?? 'unknown',
      altcha,
    });
    res.json(sent);
  };
}

/** POST user/profile/contact/confirm {contact, code}: the contact becomes the profile's. */
export function postProfileContactConfirm(deps: ProfileEditDeps): RequestHandler {
  return async (req, res) => {
    const { contact, code } = parse(profileContactConfirmSchema, req.body);
    await deps.edit.confirmContact(currentUser(req).id, contact, code, req.ip ?? 'unknown');
    await answerProfile(req, res, deps);
  };
}
