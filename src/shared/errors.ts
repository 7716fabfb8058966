/**
 * The one error catalogue. Server responses carry `{ error: { code, message, fields? } }`;
 * the web shows `message` (the spec's texts, word for word) or maps `code` to a screen-specific text.
 */
export const errorCatalogue = {
  UNAUTHENTICATED: { status: 401, message: 'Please sign in to continue' },
  FORBIDDEN: { status: 403, message: 'You do not have permission to do that' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  VALIDATION: { status: 422, message: 'Please check the highlighted fields' },
  CONFLICT: { status: 409, message: 'That already exists' },
  UNSUPPORTED_FILE: { status: 415, message: 'Please upload a JPEG, PNG, WebP or GIF image' },
  UNSUPPORTED_DOCUMENT: { status: 415, message: 'Please upload a PDF, DOC or DOCX file' },
  FILE_TOO_LARGE: { status: 413, message: 'File is too large' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Please send the request as JSON' },
  RATE_LIMITED: { status: 429, message: 'Too many attempts. Please wait a moment and try again.' },
  UPLOAD_QUOTA: {
    status: 422,
    message: 'You have reached your upload limit. Unused uploads are cleared after a day.',
  },
  BUSY: { status: 503, message: 'The server is busy. Please try again in a moment.' },
  LIVE_BUSY: {
    status: 503,
    message: 'Too many live updates are open right now. Please try again in a moment.',
  },
  MEMBERSHIP_EXPIRED: {
    status: 403,
    message: 'Your membership has expired. Please renew your membership to continue using your account.',
  },
  ACCOUNT_SUSPENDED: {
    status: 403,
    message: 'Your account has been suspended. Please contact support if you believe this is a mistake.',
  },
  SESSION_REQUIRED_FOR_DELETE: { status: 401, message: 'Please sign in again to delete your account' },
  EMAIL_NOT_VERIFIED: {
    status: 403,
    message:
      'Please verify your email address first. Open the link we emailed you, or send a new one from your dashboard.',
  },
  VERIFICATION_LINK_INVALID: {
    status: 400,
    message: 'This verification link is invalid or has expired. Please send a new one from your dashboard.',
  },
  SIGN_IN_TO_LIKE_EVENTS: { status: 401, message: 'Please sign in to like events' },
  SIGN_IN_TO_LIKE_BANDS: { status: 401, message: 'Please sign in to like bands' },
  SIGN_IN_TO_LIKE_RESTAURANTS: { status: 401, message: 'Please sign in to like restaurants' },
  SIGN_IN_TO_LIKE_PROVIDERS: { status: 401, message: 'Please sign in to like providers' },
  SIGN_IN_TO_RATE_PROVIDERS: { status: 401, message: 'Please sign in to rate providers' },
  SIGN_IN_TO_RATE_BANDS: { status: 401, message: 'Please sign in to rate bands' },
  SIGN_IN_TO_WATCH_BANDS: {
    status: 401,
    message: 'Please sign in to be notified when registration opens',
  },
  SIGN_IN_TO_CREATE_EVENT: { status: 401, message: 'You must be logged in to create an event' },
  SIGN_IN_TO_ATTEND: { status: 401, message: 'Please sign in to mark attendance' },
  EVENT_FULL: { status: 409, message: 'This event is full' },
  INTERNAL: { status: 500, message: 'Something went wrong. Please try again.' },
} as const;

export type ErrorCode = keyof typeof errorCatalogue;

export interface ApiErrorBody {
  error: { code: ErrorCode | string; message: string; fields?: Record<string, string> };
}

/** User-facing texts of the specs, word for word. */
export const messages = {
  signup: {
    requiredFields: 'Please fill in all required fields',
    passwordLength: 'Password must be at least 6 characters long',
    passwordTooCommon: 'This password is one of the most commonly used. Please choose a less common one.',
    locationFields: 'Please fill in all location fields',
    nameOneLine: 'Please enter each name on one line',
    territoryNotListed: 'Please choose your territory from the list',
    imageTooLarge: 'Image size must be less than 30MB',
    failed: 'Failed to create account',
    noUser: 'Failed to create user account',
  },
  signin: {
    failed: 'Failed to sign in',
    expired: errorCatalogue.MEMBERSHIP_EXPIRED.message,
    suspended: errorCatalogue.ACCOUNT_SUSPENDED.message,
    resetEmailRequired: 'Please enter your email address',
    resetFailed: 'Unable to send reset instructions. Please check your email address and try again.',
    resetSent: 'If an account exists with this email, you will receive password reset instructions shortly.',
  },
  settings: {
    profileLoadFailed: 'Failed to load profile',
    profileUpdateFailed: 'Failed to update profile',
    profileUpdated: 'Profile updated successfully',
    avatarUpdateFailed: 'Failed to update profile picture',
    avatarUpdated: 'Profile picture updated successfully',
    passwordsDoNotMatch: 'Passwords do not match',
    passwordUpdated: 'Password updated successfully',
    noUser: 'No user found',
    imageType: 'Please upload an image file',
    currentPasswordRequired: 'Please enter your current password',
    currentPasswordIncorrect: 'Your current password is incorrect',
  },
  /** Re-authentication: deleting the account, an administrator's role changes and suspensions (decision 0031). */
  reauth: {
    required: 'Please enter your password to confirm',
    incorrect: 'Your password is incorrect',
    label: 'Your password',
  },
  verification: {
    notVerified: errorCatalogue.EMAIL_NOT_VERIFIED.message,
    linkInvalid: errorCatalogue.VERIFICATION_LINK_INVALID.message,
    alreadyVerified: 'Your email address is already verified',
    verified: 'Your email address is verified. You can now attend events, rate, chat and upload.',
    resent: 'We sent a new verification link. Please check your email.',
    resendFailed: 'Unable to send the verification email. Please try again.',
  },
  deleteAccount: {
    confirm: 'Are you sure you want to delete your account? This action cannot be undone.',
    sessionRequired: errorCatalogue.SESSION_REQUIRED_FOR_DELETE.message,
    failed: 'Failed to delete account',
    success: 'Your account has been successfully deleted',
  },
  uploads: {
    imageType: 'Please upload an image file',
    imageTooLarge: 'Image size must be less than 30MB',
    marqetImageTooLarge: 'Image size must be less than 10MB',
    resumeType: 'Please upload a PDF, DOC or DOCX file',
    resumeTooLarge: 'Resume file size must be less than 10MB',
    imageDimensions: 'Image dimensions are too large. Please upload an image under 50 megapixels.',
    fileTooLarge: 'File is too large',
    fileRequired: 'Please choose a file to upload',
    purposeRequired: 'Please choose avatar, image, marqet or resume as the purpose',
    purposeMismatch: 'The purpose in the address and in the form differ',
    multipartRequired: 'Please send the file as multipart/form-data',
    tooMany: 'Too many uploads. Please wait a few minutes and try again.',
    quota: 'You have reached your upload limit. Uploads not used anywhere are cleared after a day.',
    busy: 'Too many images are being processed right now. Please try again in a moment.',
    memberBusy: 'You are already uploading two files. Please wait until they finish, then try again.',
    serverBusy: 'Too many uploads are in progress right now. Please try again in a moment.',
  },
  events: {
    notFound: 'Event not found',
  },
  bands: {
    notFound: 'Band not found',
    signInToRate: errorCatalogue.SIGN_IN_TO_RATE_BANDS.message,
    signInToWatch: errorCatalogue.SIGN_IN_TO_WATCH_BANDS.message,
    ratingFailed: 'Failed to submit rating',
  },
  restaurants: {
    notFound: 'Restaurant not found',
  },
  featured: {
    failed: 'Failed to update feature status',
  },
  faces: {
    notFound: 'Provider not found',
    signInToRate: errorCatalogue.SIGN_IN_TO_RATE_PROVIDERS.message,
    ratingFailed: 'Failed to submit rating',
    minRating: 'Please choose 4.5, 4 or 3.5 as the minimum rating',
  },
  marqet: {
    notFound: 'Product not found',
    minAboveMax: 'Minimum price cannot exceed maximum price',
    priceValue: 'Please enter a price of 0 or more',
  },
  attendance: {
    signIn: errorCatalogue.SIGN_IN_TO_ATTEND.message,
    failed: 'Failed to update attendance status',
    full: errorCatalogue.EVENT_FULL.message,
  },
  likes: {
    failed: 'Failed to update like status',
    /** By list name (what the e2e journeys read); the web takes them from the item kind's catalogue code. */
    signIn: {
      events: errorCatalogue.SIGN_IN_TO_LIKE_EVENTS.message,
      bands: errorCatalogue.SIGN_IN_TO_LIKE_BANDS.message,
      restaurants: errorCatalogue.SIGN_IN_TO_LIKE_RESTAURANTS.message,
      providers: errorCatalogue.SIGN_IN_TO_LIKE_PROVIDERS.message,
    },
  },
} as const;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message ?? errorCatalogue[code].message);
    this.status = errorCatalogue[code].status;
  }
}
