/** Paths the shell itself needs to know; features own the rest. */
export const paths = {
  home: '/',
  /** Where `/` leads. */
  start: '/conecta/devicelist',
  login: '/login',
  register: '/register',
  logout: '/logout',
  notFound: '/pages/errors/error-404',
} as const;
