/**
 * Router state the email confirmation's Continue carries to onboarding: the person has just confirmed their
 * address (and finished, here or in another tab), so onboarding sends a client on to the dashboard rather than
 * opening the editor for answers they have just given.
 */
export const FROM_CONFIRMATION = { fromConfirmation: true } as const;
