import {
  type AssignmentKind,
  agentAssignmentListSchema,
  agentAssignmentSchema,
  agentAssignmentUpdateSchema,
  IdParams,
} from '@ukgh/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptingUploads } from '../../lib/uploads.ts';
import type { AuthedRequest, AuthGuards } from '../../plugins/auth.ts';
import { readProofRequest } from '../package-status/status-update.request.ts';
import type { AgentJobsService } from './agent-jobs.service.ts';

const BASE: Record<AssignmentKind, string> = {
  PICKUP: '/agent/pickup/assignments/',
  DELIVERY: '/agent/delivery/assignments/',
};

/**
 * `GET /agent/{pickup|delivery}/assignments/` and `PATCH …/{id}/` (issue 10): the agent's own jobs of that
 * kind (admins: everyone's), and one step of one job. The PATCH takes JSON, or multipart with the files in
 * `proof_photo` / `proof_signature` (the admin status update's names).
 */
export const agentJobRoutes =
  (kind: AssignmentKind, jobs: AgentJobsService, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    const me = (req: unknown) => (req as AuthedRequest).user;
    const word = kind.toLowerCase();
    const tags = [`Agent: ${word}`];
    const onRequest = guards.requireRole(kind, 'ADMIN');

    app.get(
      BASE[kind],
      {
        onRequest,
        schema: {
          tags,
          summary: `My ${word} jobs: open ones first (by window), then the last 30 days' completed; each with the customer's notes, every package (type, weight, size), the proof asked for and whether it is overdue`,
          response: { 200: agentAssignmentListSchema },
        },
      },
      async (req) => jobs.list(me(req), kind),
    );

    await app.register(
      acceptingUploads(async (scope) => {
        scope.patch(
          `${BASE[kind]}:id/`,
          {
            onRequest,
            schema: {
              tags,
              summary:
                `Start or complete my ${word} job (JSON or multipart: status IN_PROGRESS|COMPLETED, notes, ` +
                'location, optional client_action_id and occurred_at; files proof_photo' +
                (kind === 'DELIVERY'
                  ? ', proof_signature; completing needs one of them; optional proof_location {lat, lng, accuracy_m, taken_at}, JSON text in multipart, shown to staff only)'
                  : ')') +
                ". Another agent's job is 404 whatever the body. The same client_action_id again answers the " +
                "job as it stands and applies nothing; without one the server's time is recorded and a resent " +
                'request is applied again.',
              consumes: ['multipart/form-data', 'application/json'],
              params: IdParams,
              response: { 200: agentAssignmentSchema },
            },
          },
          async (req) => {
            await jobs.assertVisible(me(req), kind, req.params.id);
            const { input, uploads } = await readProofRequest(req, agentAssignmentUpdateSchema);
            const { assignment } = await jobs.step(me(req), kind, req.params.id, input, uploads, req.id);
            return assignment;
          },
        );
      }),
    );
  };
