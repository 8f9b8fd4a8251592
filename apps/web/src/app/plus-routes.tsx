// SPC+ and the bank tier (issue 6; spec §2 "Bank tier"): /spc-plus, /cibc (partner registration of a
// card), /cibc/offers, /cibc/highschool, /cibc/international and /cibc_trade_contest. Lazy modules from
// features/plus. The spec lists "/cibc … /cibc/offers, /highschool, /international, /cibc_trade_contest":
// we read the middle two as /cibc/… like /cibc/offers (bare /highschool and /international would say
// nothing of the bank), and /cibc_trade_contest as written, its own prefix naming the bank. The bank
// tier is Canadian: every page of it is a 404 outside Canada (spec: "/cibc (Canada only)").
import type { RouteObject } from 'react-router';
import { openLoginPrompt } from '../features/auth/login-prompt-store.ts';
import type { BankInfoPage } from './routes/plus/bank-info.tsx';

const canadaOnly = async () => (await import('./routes/plus/canada-only.ts')).canadaOnlyLoader;

function bankInfoRoute(path: string, page: BankInfoPage): RouteObject {
  return {
    path,
    lazy: async () => {
      const [{ BankInfoRoute }, loader] = await Promise.all([import('./routes/plus/bank-info.tsx'), canadaOnly()]);
      return {
        loader,
        Component: function BankInfoPageRoute() {
          return <BankInfoRoute page={page} />;
        },
      };
    },
  };
}

export const plusRoutes: RouteObject[] = [
  {
    path: 'spc-plus',
    lazy: async () => ({ Component: (await import('./routes/plus/spc-plus.tsx')).SpcPlusRoute }),
  },
  {
    path: 'cibc',
    lazy: async () => {
      const [{ CibcRoute }, loader] = await Promise.all([import('./routes/plus/cibc.tsx'), canadaOnly()]);
      return {
        loader,
        // The registration is for members: a visitor gets the login prompt of the sign-in feature.
        Component: function CibcPageRoute() {
          return <CibcRoute onSignInRequired={openLoginPrompt} />;
        },
      };
    },
  },
  {
    path: 'cibc/offers',
    lazy: async () => {
      const [{ CibcOffersRoute }, loader] = await Promise.all([import('./routes/plus/cibc-offers.tsx'), canadaOnly()]);
      return { loader, Component: CibcOffersRoute };
    },
  },
  bankInfoRoute('cibc/highschool', 'highSchool'),
  bankInfoRoute('cibc/international', 'international'),
  bankInfoRoute('cibc_trade_contest', 'tradeContest'),
];
