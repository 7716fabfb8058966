import { endpoint } from '../contract';
import { resourceEndpoints } from './admin-resource';
import { productDetailSchema, productListSchema } from '../domains/marqet';
import {
  adminMarqetRegistrationPageSchema,
  adminMarqetRegistrationQuerySchema,
  adminMarqetRegistrationSchema,
  marqetExtendSchema,
  marqetRegistrationSchema,
  marqetRegistrationSubmitSchema,
  myMarqetRegistrationsSchema,
} from '../domains/marqet-registration';
import {
  productAdminItemSchema,
  productAdminPageSchema,
  productCreateSchema,
  productUpdateSchema,
} from '../domains/product-admin';
import { productListQuerySchema } from '../schemas/marqet';
import { listQuerySchema } from '../schemas/common';

/** The products manager; a write changes the home page's Top Marqet Picks too. */
const products = resourceEndpoints('/api/admin/products', {
  auth: 'admin',
  tags: ['admin'],
  resource: 'products',
  touches: ['home'],
});
const registrations = resourceEndpoints('/api/admin/marqet-registrations', {
  auth: 'admin',
  tags: ['admin'],
  resource: 'marqet-registrations',
});
const member = { auth: 'user' as const, tags: ['marqet'], resource: 'marqet-registrations' };

/**
 * The Fete Marqet (public-site.md §2.9): the shop and its products manager (admin-back-office.md §2 Products),
 * the `products` resource (featuring elsewhere refreshes it by that name); and the vendor registrations
 * (member-areas.md §2 and §5, admin-back-office.md §2 Marqet registrations), the `marqet-registrations`
 * resource, member and back office alike. Featuring: PUT/DELETE /api/admin/featured/marqet/:id (the home feature).
 */
export const marqetEndpoints = {
  products: endpoint({
    method: 'get',
    path: '/api/products',
    summary:
      'The Marqet shop by name. `category` from the list; ' +
      '`minPrice` (default 0) and `maxPrice` (none) are dollars, inclusive; a minimum above the maximum is 422 ' +
      "'Minimum price cannot exceed maximum price'. `q` searches name, description and brand. " +
      'Inactive products only for administrators.',
    auth: 'public',
    query: productListQuerySchema,
    response: productListSchema,
    tags: ['marqet'],
    resource: 'products',
  }),
  product: endpoint({
    method: 'get',
    path: '/api/products/:id',
    summary:
      "One shop product as its tile shows it (the shop shows it first at the product's shared address). " +
      "404 'Product not found' for unknown or (to non-administrators) inactive products.",
    auth: 'public',
    response: productDetailSchema,
    tags: ['marqet'],
    resource: 'products',
  }),

  adminProducts: products.list({
    summary:
      'Products manager: every product (inactive too), newest first; `q` searches name, description, brand and category. Paginated.',
    query: listQuerySchema,
    response: productAdminPageSchema,
  }),
  createProduct: products.create({
    summary:
      "Add a product. Name, brand and price (cents, 0 or more) are required ('Please fill in all required fields'); category from the list (default Accessories); sizes and colours are trimmed, blanks dropped and duplicates removed; `imageUrl` must be a `marqet` upload's URL (422 on imageUrl otherwise).",
    body: productCreateSchema,
    response: productAdminItemSchema,
  }),
  updateProduct: products.update({
    summary:
      "Replace a product's fields (the same rules as adding). `imageUrl` left out keeps the image, null removes it. 404 'Product not found'.",
    body: productUpdateSchema,
    response: productAdminItemSchema,
  }),
  setProductActive: products.setActive({
    summary: 'Activate or deactivate a product: inactive products are shown to administrators only.',
    response: productAdminItemSchema,
  }),
  deleteProduct: products.remove({
    summary: 'Delete a product and its featured row, in one transaction (decision 0013).',
  }),

  register: endpoint({
    ...member,
    method: 'post',
    path: '/api/marqet/registrations',
    summary:
      'Register as a Marqet vendor, affiliate or partner (member-areas.md §5). Created pending. The server ' +
      'works out the total (duration price + $30 per product over two) and each final price (affiliate 10 %, ' +
      'partner 15 % where the discount is applied); a total or final price sent by the client is refused (422). ' +
      "Images are the URLs of the member's own `marqet` uploads. 429 (Retry-After) past 10 registrations an hour.",
    body: marqetRegistrationSubmitSchema,
    response: marqetRegistrationSchema,
    status: 201,
  }),
  myRegistrations: endpoint({
    ...member,
    method: 'get',
    path: '/api/me/marqet-registrations',
    summary: "The member's own registrations, newest first.",
    response: myMarqetRegistrationsSchema,
  }),
  myRegistration: endpoint({
    ...member,
    method: 'get',
    path: '/api/me/marqet-registrations/:id',
    summary: "One of the member's own registrations; another member's answers 404 'Registration not found'.",
    response: marqetRegistrationSchema,
  }),

  adminRegistrations: registrations.list({
    summary:
      'Marqet registrations, newest first; `q` searches brand, contact, e-mail and submitter name; `status` ' +
      'filters (pending, approved, rejected, expired). Each row says whether it is expiring soon (within 30 days).',
    query: adminMarqetRegistrationQuerySchema,
    response: adminMarqetRegistrationPageSchema,
  }),
  adminRegistration: registrations.get({
    summary: 'One registration with its submitter and shop products.',
    response: adminMarqetRegistrationSchema,
  }),
  approve: registrations.at('post', '/:id/approve', {
    summary:
      'Approve a pending registration (409 otherwise): status approved, expiring after its duration, and its ' +
      'products created as active Fete Marqet products, in one transaction. The submitter is notified.',
    response: adminMarqetRegistrationSchema,
    // The shop and the home page's Top Marqet Picks gain its products.
    touches: ['products', 'home'],
  }),
  reject: registrations.at('post', '/:id/reject', {
    summary: 'Reject a pending registration (409 otherwise). The submitter is notified.',
    response: adminMarqetRegistrationSchema,
    touches: ['products', 'home'],
  }),
  reopen: registrations.at('post', '/:id/reopen', {
    summary:
      'Reopen a rejected registration for review (409 otherwise): status pending again, to be approved or ' +
      'rejected anew. The submitter is notified.',
    response: adminMarqetRegistrationSchema,
  }),
  extend: registrations.at('post', '/:id/extend', {
    summary:
      'Extend an approved or expired registration (409 otherwise) by 3 or 6 months from now: expiration date, ' +
      'duration, status approved, and its shop products active again. The submitter is notified.',
    body: marqetExtendSchema,
    response: adminMarqetRegistrationSchema,
    // Its products are active again in the shop and the home page's picks.
    touches: ['products', 'home'],
  }),
};
