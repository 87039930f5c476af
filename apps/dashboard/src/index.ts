// The dashboard is an application; these exports serve its tests and tools.
export { App, type AppProps } from './App';
export { createRoutes, createAppRouter } from './router';
export { decideRoute, type GuardDecision, type GuardInput } from './guards';
export { paths } from './paths';
