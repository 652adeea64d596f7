/**
 * The parts of react-router the apps use. The shell provides this module to every remote
 * (infra/build/federation.mjs), so a page carries one copy of the router's code instead of one per
 * app, and only these parts of it: a shared module is provided whole, and react-router whole is
 * mostly code no app runs. Each app still has its own router (its own <BrowserRouter> over the one
 * window.history), so nothing but code is shared.
 *
 * Its shared version is react-router's plus a digest of this file: a remote built against another
 * list of parts uses its own copy rather than the shell's.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Route,
  Routes,
  StaticRouter,
  matchPath,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { Location } from 'react-router';
