// Apart from routes.tsx so that the guards and the entry can ask for the signed-in screens' list without
// importing the route table.
export const loadSignedInScreens = () => import('./signed-in-screens.ts');

/** Starts the download early; a failure is left to the route, which asks again when it opens. */
export const preloadSignedInScreens = () => {
  loadSignedInScreens().catch(() => undefined);
};
