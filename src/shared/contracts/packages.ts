import { endpoint } from '../contract';
import { resourceEndpoints } from './admin-resource';
import {
  adminPackageItemSchema,
  adminPackageListSchema,
  packageCreateSchema,
  packageDeleteQuerySchema,
  packageKinds,
  packageListSchema,
  packageMoveSchema,
  packageUpdateSchema,
  type PackageKind,
} from '../domains/packages';

/**
 * One kind's endpoints: Fete Packages (/api/packages) or Fete Rides (/api/rides) for members, and its manager
 * (/api/admin/packages, /api/admin/rides). Every read is the `packages` resource. A package's custom form
 * shows its title and goes with it, so editing or deleting one touches `forms` (the forms list and builder).
 */
function kindEndpoints<K extends PackageKind>(kind: K) {
  const { api, title, singular } = packageKinds[kind];
  const admin = resourceEndpoints(`/api/admin/${api}`, {
    auth: 'admin',
    tags: ['admin'],
    resource: 'packages',
  });
  return {
    list: endpoint({
      method: 'get',
      path: `/api/${api}`,
      auth: 'user',
      summary: `${title} for members: every card in order; inactive ones come without a link (shown dimmed).`,
      response: packageListSchema,
      resource: 'packages',
    }),
    adminList: admin.list({
      summary: `${title} manager: every card in order with its custom form's id (null: none yet).`,
      response: adminPackageListSchema,
    }),
    create: admin.create({
      summary: `Add a ${singular}: last in order (count + 1), active by default; the text colour follows the gradient.`,
      body: packageCreateSchema,
      response: adminPackageItemSchema,
    }),
    update: admin.at('patch', '/:id', {
      summary: `Edit a ${singular} (any of its fields; the active toggle sends only active).`,
      body: packageUpdateSchema,
      response: adminPackageItemSchema,
      touches: ['forms'],
    }),
    move: admin.move({
      summary: `Move a ${singular} up or down one place; answers the list in its new order.`,
      body: packageMoveSchema,
      response: adminPackageListSchema,
    }),
    delete: admin.remove({
      summary: `Delete a ${singular} with its custom form and the form's submissions; when the form has submissions, only with the ${singular}'s title in confirm (else 422).`,
      query: packageDeleteQuerySchema,
      touches: ['forms'],
    }),
  };
}

/** The same endpoints for both kinds, by kind. */
export const packageEndpoints = {
  package: kindEndpoints('package'),
  ride: kindEndpoints('ride'),
};
