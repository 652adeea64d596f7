// The jest-dom matchers (toBeInTheDocument ...) that the shared Jest setup installs, for tsc.
/// <reference types="@testing-library/jest-dom" />
