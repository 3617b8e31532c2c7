import type { NivExp } from '@passerelle/shared';

/**
 * Briefs written for the relevance bench (scripts/bench/relevance.ts), with what a recruiter reads in them:
 * the required skills, the « un plus » ones, the level. The first is the brief of issue 30: a full-stack job
 * description asking for 17 skills, « 5 ans d'expérience », « démarrage ASAP ».
 */
export interface JudgedBrief {
  name: string;
  text: string;
  required: string[];
  plus: string[];
  level: NivExp;
}

export const JUDGED_BRIEFS: JudgedBrief[] = [
  {
    name: 'issue 30, full stack 17 compétences',
    text: `Développeur Full Stack JavaScript (H/F) – scale-up SaaS, Paris

Vous rejoignez une équipe produit de 8 personnes et intervenez sur le front et le back de notre plateforme.

Stack : TypeScript, React, Next.js, Node.js, NestJS, PostgreSQL, Redis, GraphQL, Docker, Kubernetes, AWS,
GitLab CI, Jest, Cypress, Tailwind CSS.
Méthodes : Scrum, revue de code, TDD.

Profil : 5 ans d'expérience sur un poste similaire.
Démarrage ASAP, mission longue.`,
    required: [
      'TypeScript',
      'React',
      'Next.js',
      'Node.js',
      'NestJS',
      'PostgreSQL',
      'Redis',
      'GraphQL',
      'Docker',
      'Kubernetes',
      'AWS',
      'GitLab CI',
      'Jest',
      'Cypress',
      'Tailwind CSS',
      'Scrum',
      'TDD',
    ],
    plus: [],
    level: '1-10',
  },
  {
    name: 'English, full stack with nice to have',
    text: `Senior Full Stack Engineer – fintech, remote friendly

Must have: TypeScript, React, Node.js, PostgreSQL, Docker, REST API.
Nice to have: Kubernetes, Terraform, GraphQL.
At least 7 years of experience. Start ASAP.`,
    required: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Docker', 'API REST'],
    plus: ['Kubernetes', 'Terraform', 'GraphQL'],
    level: '1-10',
  },
  {
    name: 'data engineer GCP, un plus',
    text: `Data Engineer GCP (H/F)
Compétences attendues : Python, SQL, BigQuery, Apache Airflow, dbt, Google Cloud, Git.
Terraform et Apache Kafka seraient un plus.
3 ans d'expérience minimum. Démarrage ASAP.`,
    required: ['Python', 'SQL', 'BigQuery', 'Apache Airflow', 'dbt', 'Google Cloud', 'Git'],
    plus: ['Terraform', 'Apache Kafka'],
    level: '1-10',
  },
];
