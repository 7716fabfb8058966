/** The site pages' screen texts (decision 0045); the server's are in shared/domains/site.ts. */
export const siteTexts = {
  contactIntro: 'Questions, payments, partnerships or press: this is how to reach the Fete team.',
  contactFailed: 'Failed to load the contact details. Please try again later.',
  noContact:
    'The Fete team has not published a contact address yet. Organisers give their own details with each event, package and receipt.',
};
