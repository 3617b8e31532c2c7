/** The box the open form sits in, the same while it loads. */
export const requestFormSx = { p: 2, borderRadius: 2, bgcolor: 'rgba(31,60,136,0.05)', width: '100%' } as const;
