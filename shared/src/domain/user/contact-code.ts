/** One-time codes confirming a contact have the length of Kimoshdi ID's codes (6 digits). */
export const CODE_LENGTH = 6;
