import { dayOverrideInputSchema, rowIdParamsSchema, workingDaysQuerySchema } from '@kimoshdi/shared';
import { tashkentDay } from '@kimoshdi/shared/domain/time/tashkent';
import { isOperator } from '@kimoshdi/shared/domain/user/roles';
import { Router } from 'express';
import type { Deps } from '../../../deps';
import { parse } from '../../../lib/parse';
import { currentUser, requireRole } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';

/**
 * api/shop/operator/working-days: a year's overrides and public holidays (GET ?year=), a day after
 * today made a day off or a working day (POST {day, kind, reason}), and removing an override of a
 * day after today (POST /:id/remove). Operators only.
 */
export function operatorWorkingDaysRouter({ calendar }: Deps): Router {
  const router = Router();
  const operator = requireRole(isOperator);
  router
    .route('/')
    .get(operator, async (req, res) => {
      const { year } = parse(workingDaysQuerySchema, req.query);
      res.setHeader('Cache-Control', 'no-store');
      res.json(await calendar.workingDays(year ?? Number(tashkentDay(Date.now()).slice(0, 4)), req.lang));
    })
    .post(operator, async (req, res) => {
      const input = parse(dayOverrideInputSchema, req.body ?? {});
      const { id, fullName } = currentUser(req);
      res
        .status(201)
        .json(await calendar.addDayOverride({ ...input, operatorId: id, operatorName: fullName }));
    })
    .all(methodNotAllowed);
  router
    .route('/:id/remove')
    .post(operator, async (req, res) => {
      const { id } = parse(rowIdParamsSchema, req.params);
      res.json(await calendar.removeDayOverride({ id, operatorId: currentUser(req).id }));
    })
    .all(methodNotAllowed);
  return router;
}
