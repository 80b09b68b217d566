// The page's localStorage, or null where reading it throws (blocked storage, some private modes): what it keeps is a comfort.
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
