/** Every route of the web app (SPEC §2), in one place. */
export const paths = {
  root: '/',
  home: '/home',
  login: '/login',
  register: '/register',
  registerAs: (type: 'client' | 'candidat') => `/register?sel=${type}`,
  forgotPassword: '/forget-pass',
  resetPassword: (token = ':id') => `/acc/rst-pass/${token}`,
  verifyClient: (token = ':id') => `/register/vfcl/${token}`,
  verifyCandidate: (token = ':id') => `/register/vfcd/${token}`,
  onboarding: {
    client: '/register/cl/inf',
    candidate: '/register/cd/inf',
    education: '/register/cd/educ',
    experience: '/register/cd/exp',
  },
  dashboard: '/dashb',
  dash: (sub: string) => `/dashb/${sub}`,
} as const;
