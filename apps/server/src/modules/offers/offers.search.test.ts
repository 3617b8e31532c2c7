import type { PublicOffer } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  publishOffer,
  type SignedUpCandidate,
  type SignedUpClient,
  setOfferState,
  signUpCandidate,
  signUpClient,
} from '../../test/offers.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

/** The candidates' full-text search (searchOffre): French, accent- and case-insensitive, ranked, paged in SQL. */

let t: TestApp;
let owner: SignedUpClient;
let reader: SignedUpCandidate;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await signUpClient(t);
  reader = await signUpCandidate(t);
});
afterAll(async () => t.close());

async function search(text: string, page = 0, size = 10) {
  const res = await t.post('/api/cd/searchOffre', { page, size, search: text }, reader.who.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { offres: PublicOffer[]; totalPages: number; currentPage: number; totalItems: number };
}
const titles = (page: { offres: PublicOffer[] }) => page.offres.map((o) => o.titre);

describe('accents, case, stemming and prefixes', () => {
  beforeAll(async () => {
    await publishOffer(t, owner, {
      titre: 'Développeur Java',
      description: 'Application de gestion de portefeuilles pour une banque privée.',
      tech: ['Java', 'Spring'],
    });
    await publishOffer(t, owner, {
      titre: 'Chef de projet',
      description: "Vous encadrerez trois développeurs et l'équipe de recette.",
      tech: ['Jira'],
    });
  });

  it("finds 'Développeur' from 'developpeur', 'DÉVELOPPEUR' and the plural, the title match first", async () => {
    for (const text of ['developpeur', 'DÉVELOPPEUR', 'Développeurs', '  développeur  ']) {
      expect(titles(await search(text)), text).toEqual(['Développeur Java', 'Chef de projet']);
    }
  });

  it("finds words from their beginning as they are typed ('dév', 'dev', 'portef')", async () => {
    expect(titles(await search('dév'))).toEqual(['Développeur Java', 'Chef de projet']);
    expect(titles(await search('dev'))).toEqual(['Développeur Java', 'Chef de projet']);
    expect(titles(await search('portef'))).toEqual(['Développeur Java']);
  });

  it('wants every word: "développeur java" finds only the Java offer', async () => {
    expect(titles(await search('développeur java'))).toEqual(['Développeur Java']);
    expect(titles(await search('développeur cobol'))).toEqual([]);
  });

  it('finds nothing for stop words alone, and takes quotes, operators and symbols as plain text', async () => {
    expect(await search('le de la')).toMatchObject({ offres: [], totalItems: 0, totalPages: 0 });
    for (const text of ["l'équipe", "'; DROP TABLE offers; --", 'java & !spring | (x:*)', 'C++', '\\']) {
      await search(text);
    }
    expect(titles(await search("l'équipe"))).toEqual(['Chef de projet']);
  });
});

describe('symbols and angle brackets', () => {
  beforeAll(async () => {
    await publishOffer(t, owner, { titre: 'Développeur C# / .NET', tech: ['C#', 'Azure'] });
    await publishOffer(t, owner, { titre: 'Ingénieur embarqué', tech: ['C++', 'Linux'] });
    await publishOffer(t, owner, { titre: 'Analyste fonctionnel', description: 'Profil <senior> attendu, a<b> sur le reste.' });
  });

  it("tells 'C#' from 'C++' and finds each, in any case", async () => {
    expect(titles(await search('C#'))).toEqual(['Développeur C# / .NET']);
    expect(titles(await search('c#'))).toEqual(['Développeur C# / .NET']);
    expect(titles(await search('C++'))).toEqual(['Ingénieur embarqué']);
    expect(titles(await search('c++ linux'))).toEqual(['Ingénieur embarqué']);
  });

  it('finds words written between angle brackets, which the parser took for markup', async () => {
    expect(titles(await search('senior'))).toEqual(['Analyste fonctionnel']);
    expect(titles(await search('<senior>'))).toEqual(['Analyste fonctionnel']);
  });
});

describe('technologies written with symbols, and skills by any spelling (issue 15)', () => {
  beforeAll(async () => {
    await publishOffer(t, owner, { titre: 'Développeur back-end', tech: ['Node.js', 'Express'] });
    await publishOffer(t, owner, { titre: 'Intégrateur front', tech: ['Vue.js', 'Nuxt'] });
    await publishOffer(t, owner, { titre: 'Développeur ASP.NET Core', tech: ['Azure DevOps'] });
    await publishOffer(t, owner, {
      titre: 'Développeur .NET',
      description: 'Maintenance applicative .NET/C# pour un assureur.',
      tech: ['SQL Server'],
    });
    await publishOffer(t, owner, { titre: 'Développeur JavaScript', tech: ['TypeScript'] });
    await publishOffer(t, owner, { titre: 'Intégrateur web', tech: ['ReactJS', 'Sass'] });
    await publishOffer(t, owner, { titre: 'Ingénieur DevOps', tech: ['CI/CD', 'GitLab'] });
    await publishOffer(t, owner, { titre: 'Administrateur bases de données', tech: ['PostgreSQL'] });
  });

  it("finds 'Node.js' from nodejs, NodeJS, node.js and node", async () => {
    // 'Analyste fonctionnel' (above) has the form's default technologies, Node.js among them.
    for (const text of ['Node.js', 'nodejs', 'NodeJS', 'node.js', 'node']) {
      expect(titles(await search(text)), text).toEqual(['Développeur back-end', 'Analyste fonctionnel']);
    }
  });

  it("finds 'Vue.js', '.NET', 'ASP.NET Core', 'CI/CD', each apart", async () => {
    for (const text of ['Vue.js', 'vuejs', 'VUE.JS']) expect(titles(await search(text)), text).toEqual(['Intégrateur front']);
    expect(titles(await search('.NET')).sort()).toEqual(['Développeur .NET', 'Développeur C# / .NET']);
    expect(titles(await search('dotnet')).sort()).toEqual(['Développeur .NET', 'Développeur C# / .NET']);
    expect(titles(await search('ASP.NET Core'))).toEqual(['Développeur ASP.NET Core']);
    expect(titles(await search('asp.net'))).toEqual(['Développeur ASP.NET Core']);
    expect(titles(await search('C#')).sort()).toEqual(['Développeur .NET', 'Développeur C# / .NET']);
    expect(titles(await search('CI/CD'))).toEqual(['Ingénieur DevOps']);
  });

  it('never finds a skill that only looks alike: Java is not JavaScript', async () => {
    expect(titles(await search('Java'))).toEqual(['Développeur Java']);
    expect(titles(await search('javascript'))).toEqual(['Développeur JavaScript']);
    expect(titles(await search('js'))).toEqual(['Développeur JavaScript']);
  });

  it('finds an offer written with another spelling of the searched skill', async () => {
    expect(titles(await search('React'))).toEqual(['Intégrateur web']);
    expect(titles(await search('react.js'))).toEqual(['Intégrateur web']);
    expect(titles(await search('Postgres'))).toEqual(['Administrateur bases de données']);
    // A skill and a plain word together: both required, the word still a prefix.
    expect(titles(await search('intég reactjs'))).toEqual(['Intégrateur web']);
    expect(titles(await search('développeur nodejs'))).toEqual(['Développeur back-end']);
  });
});

describe('ranking: the title weighs more than the technologies, which weigh more than the description', () => {
  it('orders a title match before a technology match before a description match, whatever their dates', async () => {
    // Published oldest first: the newest-first order would be the reverse of the expected one.
    await publishOffer(t, owner, { titre: 'Ingénieur Kotlin', tech: ['Android'] });
    await publishOffer(t, owner, { titre: 'Développeur mobile', tech: ['Kotlin'] });
    await publishOffer(t, owner, {
      titre: 'Testeur applicatif',
      tech: ['Appium'],
      description: 'Campagnes de tests des applications écrites en Kotlin.',
    });
    expect(titles(await search('kotlin'))).toEqual(['Ingénieur Kotlin', 'Développeur mobile', 'Testeur applicatif']);
  });

  it('puts the newest first among equal matches', async () => {
    for (const n of [1, 2, 3]) await publishOffer(t, owner, { titre: `Consultant Elixir ${n}`, tech: ['Phoenix'] });
    expect(titles(await search('elixir'))).toEqual(['Consultant Elixir 3', 'Consultant Elixir 2', 'Consultant Elixir 1']);
  });
});

describe('paging a search', () => {
  it('counts every match and pages them in SQL, 0-based, past the end included', async () => {
    for (let n = 1; n <= 12; n++) await publishOffer(t, owner, { titre: `Data engineer Scala ${n}`, tech: ['Spark'] });
    const all = await search('scala', 0, 100);
    expect(all).toMatchObject({ totalItems: 12, totalPages: 1, currentPage: 0 });

    const second = await search('scala', 1, 5);
    expect(second).toMatchObject({ totalItems: 12, totalPages: 3, currentPage: 1 });
    expect(titles(second)).toEqual(titles(all).slice(5, 10));
    const last = await search('scala', 2, 5);
    expect(titles(last)).toEqual(titles(all).slice(10));
    expect(await search('scala', 7, 5)).toMatchObject({ offres: [], totalItems: 12, totalPages: 3, currentPage: 7 });
  });
});

describe('the narrow copy of the visible offers the search reads (visible_offer_search)', () => {
  it('follows every change of an offer: edited, blocked, unblocked, closed', async () => {
    const offer = await publishOffer(t, owner, { titre: 'Architecte Terraform', tech: ['AWS'] });
    expect(titles(await search('terraform'))).toEqual(['Architecte Terraform']);

    await t.database.query("UPDATE offers SET titre = 'Architecte Pulumi' WHERE id = $1", [offer.id]);
    expect(titles(await search('terraform'))).toEqual([]);
    expect(titles(await search('pulumi'))).toEqual(['Architecte Pulumi']);

    await setOfferState(t, offer.id, { isblocked: true });
    expect(titles(await search('pulumi'))).toEqual([]);
    await setOfferState(t, offer.id, { isblocked: false });
    expect(titles(await search('pulumi'))).toEqual(['Architecte Pulumi']);
    await setOfferState(t, offer.id, { etat: 'ferme' });
    expect(titles(await search('pulumi'))).toEqual([]);
  });

  it('holds exactly the visible offers, with their date, vector and skill keys', async () => {
    const [mismatch] = await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM offers o FULL JOIN visible_offer_search v ON v.offer_id = o.id
        WHERE (v.offer_id IS NULL) <> (o.isblocked OR o.etat NOT IN ('ouvert', 'en_cours'))
           OR (v.offer_id IS NOT NULL AND (v.created_at <> o.created_at OR v.search <> o.search OR v.tech_norm <> o.tech_norm))`,
    );
    expect(mismatch?.n).toBe(0);
    const [copied] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM visible_offer_search');
    expect(copied?.n).toBeGreaterThan(10);
  });
});

describe('precision: React is not React Native, C is a skill (issue 15)', () => {
  beforeAll(async () => {
    await publishOffer(t, owner, {
      titre: 'Développeur mobile',
      description: 'Application mobile en React Native pour un réseau de pharmacies.',
      tech: ['React Native', 'TypeScript'],
    });
    await publishOffer(t, owner, { titre: 'Développeur front et mobile', tech: ['React', 'React Native'] });
    await publishOffer(t, owner, { titre: 'Développeur React', tech: ['Redux'] });
    await publishOffer(t, owner, {
      titre: 'Développeur embarqué',
      description: 'Pilotes de cartes électroniques.',
      tech: ['C', 'Linux'],
    });
    await publishOffer(t, owner, {
      titre: 'Développeur systèmes',
      description: 'Outils en C99 et scripts shell.',
      tech: ['Bash'],
    });
    await publishOffer(t, owner, { titre: 'Data analyste', tech: ['R', 'SQL'] });
  });
  const sorted = async (text: string) => titles(await search(text, 0, 50)).sort();

  it('React finds the offers tagged React or naming it, never one that has only React Native', async () => {
    const react = ['Développeur React', 'Développeur front et mobile', 'Intégrateur web'];
    for (const text of ['React', 'reactjs', 'React.js']) expect(await sorted(text), text).toEqual(react);
    expect(await sorted('React Native')).toEqual(['Développeur front et mobile', 'Développeur mobile']);
    expect(await sorted('mobile react')).toEqual(['Développeur front et mobile']);
  });

  it('C finds the offers tagged C or naming it in a longer spelling, never C# or C++', async () => {
    for (const text of ['C', 'c', 'langage C']) {
      expect(await sorted(text), text).toEqual(['Développeur embarqué', 'Développeur systèmes']);
    }
    expect(await sorted('embarqué C')).toEqual(['Développeur embarqué']);
    // Stop words beside it are left out, as beside any skill.
    expect(await sorted('le C')).toEqual(['Développeur embarqué', 'Développeur systèmes']);
    // C# and C++ find what they found before, and not the C offers.
    expect(await sorted('C#')).toEqual(['Développeur .NET', 'Développeur C# / .NET']);
    expect(await sorted('C++')).toEqual(['Ingénieur embarqué']);
    // Another one-letter skill: R.
    expect(await sorted('R')).toEqual(['Data analyste']);
  });
});
