/** The day the site was built (YYYY-MM-DD, UTC): what pre-rendered HTML shows as "today". */
export const BUILD_DATE = new Date().toISOString().slice(0, 10);
