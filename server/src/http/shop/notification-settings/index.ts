import {
  digestBodySchema,
  noticeSettingBodySchema,
  pushDeviceBodySchema,
  pushSubscribeBodySchema,
  quietNightsBodySchema,
} from '@kimoshdi/shared';
import { Router, type RequestHandler } from 'express';
import type { Deps } from '../../../deps';
import { parse } from '../../../lib/parse';
import type { NoticeSettingsService } from '../../../modules/notification';
import { currentUser, requireUser } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';

/** GET notification-settings/list */
const getList =
  (settings: NoticeSettingsService): RequestHandler =>
  async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await settings.list(currentUser(req).id));
  };

/** POST notification-settings/set {topic, channel, enabled} */
const postSet =
  (settings: NoticeSettingsService): RequestHandler =>
  async (req, res) => {
    const body = parse(noticeSettingBodySchema, req.body);
    res.json(await settings.set(currentUser(req).id, body));
  };

/** POST notification-settings/quiet-nights {enabled, from?, to?} */
const postQuietNights =
  (settings: NoticeSettingsService): RequestHandler =>
  async (req, res) => {
    const { enabled, from, to } = parse(quietNightsBodySchema, req.body);
    const hours = from !== undefined && to !== undefined ? { from, to } : undefined;
    res.json(await settings.setQuietNights(currentUser(req).id, enabled, hours));
  };

/** POST notification-settings/digest {frequency} */
const postDigest =
  (settings: NoticeSettingsService): RequestHandler =>
  async (req, res) => {
    const { frequency } = parse(digestBodySchema, req.body);
    res.json(await settings.setDigest(currentUser(req).id, frequency));
  };

/** POST notification-settings/telegram-link: a one-time deep link to the bot. */
const postTelegramLink =
  (settings: NoticeSettingsService): RequestHandler =>
  async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await settings.telegramLink(currentUser(req).id));
  };

/** POST notification-settings/telegram-unlink */
const postTelegramUnlink =
  (settings: NoticeSettingsService): RequestHandler =>
  async (req, res) => {
    res.json(await settings.telegramUnlink(currentUser(req).id));
  };

/** POST notification-settings/push-subscribe {endpoint, keys: {p256dh, auth}}: this browser takes pushes. */
const postPushSubscribe =
  (settings: NoticeSettingsService): RequestHandler =>
  async (req, res) => {
    const body = parse(pushSubscribeBodySchema, req.body);
    res.json(
      await settings.pushSubscribe(currentUser(req).id, body, {
        userAgent: req.get('user-agent'),
        lang: req.lang,
      }),
    );
  };

/** POST notification-settings/push-remove {id} */
const postPushRemove =
  (settings: NoticeSettingsService): RequestHandler =>
  async (req, res) => {
    const { id } = parse(pushDeviceBodySchema, req.body);
    res.json(await settings.pushRemove(currentUser(req).id, id));
  };

/** POST notification-settings/push-test {id}: a test push to the device. */
const postPushTest =
  (settings: NoticeSettingsService): RequestHandler =>
  async (req, res) => {
    const { id } = parse(pushDeviceBodySchema, req.body);
    res.json(await settings.pushTest(currentUser(req).id, id, req.lang));
  };

/** api/shop/notification-settings/*: the signed-in user's channels per topic (guests: 401). */
export function notificationSettingsRouter({ services }: Deps): Router {
  const router = Router();
  const settings = services.noticeSettings;
  router.route('/list').get(requireUser, getList(settings)).all(methodNotAllowed);
  router.route('/set').post(requireUser, postSet(settings)).all(methodNotAllowed);
  router.route('/quiet-nights').post(requireUser, postQuietNights(settings)).all(methodNotAllowed);
  router.route('/digest').post(requireUser, postDigest(settings)).all(methodNotAllowed);
  router.route('/telegram-link').post(requireUser, postTelegramLink(settings)).all(methodNotAllowed);
  router.route('/telegram-unlink').post(requireUser, postTelegramUnlink(settings)).all(methodNotAllowed);
  router.route('/push-subscribe').post(requireUser, postPushSubscribe(settings)).all(methodNotAllowed);
  router.route('/push-remove').post(requireUser, postPushRemove(settings)).all(methodNotAllowed);
  router.route('/push-test').post(requireUser, postPushTest(settings)).all(methodNotAllowed);
  return router;
}
