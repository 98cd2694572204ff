import {
  contentPagesQuerySchema,
  contentSlugParamsSchema,
  contentVersionParamsSchema,
  contentVersionsQuerySchema,
  createNewsBodySchema,
  footerSettingsSchema,
  footerVersionParamsSchema,
  previewContentBodySchema,
  saveContentBodySchema,
} from '@kimoshdi/shared';
import { isOperator } from '@kimoshdi/shared/domain/user/roles';
import { Router } from 'express';
import type { Deps } from '../../../deps';
import { parse } from '../../../lib/parse';
import { currentUser, requireRole } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';

/**
 * api/shop/operator/content: the help pages, news and footer the operator writes (issue 28):
 * lists, history, publish, restore, preview. Operators only: guests 401, other roles 403.
 */
export function operatorContentRouter({ services }: Deps): Router {
  const content = services.content;
  const router = Router();
  const operator = requireRole(isOperator);
  router
    .route('/pages')
    .get(operator, async (req, res) => {
      const { kind } = parse(contentPagesQuerySchema, req.query);
      res.setHeader('Cache-Control', 'no-store');
      res.json(await content.pages(kind));
    })
    .post(operator, async (req, res) => {
      const { slug } = parse(createNewsBodySchema, req.body ?? {});
      res.status(201).json(await content.createNews({ operatorId: currentUser(req).id, slug }));
    })
    .all(methodNotAllowed);
  router
    .route('/pages/:slug/versions')
    .get(operator, async (req, res) => {
      const { slug } = parse(contentSlugParamsSchema, req.params);
      const { lang } = parse(contentVersionsQuerySchema, req.query);
      res.setHeader('Cache-Control', 'no-store');
      res.json(await content.history(slug, lang));
    })
    .post(operator, async (req, res) => {
      const { slug } = parse(contentSlugParamsSchema, req.params);
      const body = parse(saveContentBodySchema, req.body ?? {});
      res.status(201).json(await content.save({ operatorId: currentUser(req).id, slug, ...body }));
    })
    .all(methodNotAllowed);
  router
    .route('/pages/:slug/versions/:id/restore')
    .post(operator, async (req, res) => {
      const { slug, id } = parse(contentVersionParamsSchema, req.params);
      res.status(201).json(await content.restore({ operatorId: currentUser(req).id, slug, versionId: id }));
    })
    .all(methodNotAllowed);
  router
    .route('/preview')
    .post(operator, (req, res) => {
      const { body } = parse(previewContentBodySchema, req.body ?? {});
      res.json(content.preview(body));
    })
    .all(methodNotAllowed);
  router
    .route('/footer')
    .get(operator, async (_req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(await content.footer());
    })
    .post(operator, async (req, res) => {
      const settings = parse(footerSettingsSchema, req.body ?? {});
      res.status(201).json(await content.saveFooter({ operatorId: currentUser(req).id, settings }));
    })
    .all(methodNotAllowed);
  router
    .route('/footer/:id/restore')
    .post(operator, async (req, res) => {
      const { id } = parse(footerVersionParamsSchema, req.params);
      res.status(201).json(await content.restoreFooter({ operatorId: currentUser(req).id, versionId: id }));
    })
    .all(methodNotAllowed);
  return router;
}
