/**
 * What every provider answer holds, as the server sends it (public card, detail and admin list alike): an active
 * make-up artist in Woodbrook, unrated, not featured. Spread it and add what the answer adds.
 */
export const providerProfile = (firstName = 'Gloria', id: string = crypto.randomUUID()) => ({
  id,
  firstName,
  lastName: 'Glam',
  avatarUrl: null,
  services: ['Make-up'],
  rating: 0,
  totalRatings: 0,
  location: 'Woodbrook',
  state: 'Port of Spain',
  country: 'Trinidad',
  bio: '',
  instagramUrl: null,
  bookingUrl: null,
  active: true,
  featured: false,
});
