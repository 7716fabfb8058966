import { likeEndpoints as e } from '../../../shared/contracts/likes';
import { itemKinds, LIKEABLE_KINDS } from '../../../shared/domains/item-kind';
import type { Routes } from '../../platform/http';
import { memberRateLimit } from '../../platform/rate-limit';
import { listMyLikes, setLike } from './service';

export function registerLikeRoutes(routes: Routes): void {
  routes.implement(e.mine, { keep: 'per-member' }, ({ c, actor, query }) =>
    listMyLikes(c.get('deps').db, actor, query),
  );

  // One route per kind: each kind has its own sign-in message for visitors.
  for (const kind of LIKEABLE_KINDS) {
    const { like, unlike } = e.toggles[kind];
    const server = { middleware: [memberRateLimit('like')], notFound: itemKinds[kind].notFound };
    routes.implement(like, server, ({ c, actor, params }) =>
      setLike(c.get('deps').db, c.get('deps').live, actor, kind, params.id, true),
    );
    routes.implement(unlike, server, ({ c, actor, params }) =>
      setLike(c.get('deps').db, c.get('deps').live, actor, kind, params.id, false),
    );
  }
}
