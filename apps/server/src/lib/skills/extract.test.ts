import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenize.js';
import { defaultVocabulary } from './vocabulary.js';

const labels = (text: string) =>
  defaultVocabulary()
    .extract(text)
    .map((s) => s.label);

describe('tokenize', () => {
  it('keeps the symbols that tell skills apart', () => {
    const words = (text: string) => tokenize(text).map((t) => t.text);
    expect(words('C#, C++ et .NET / ASP.NET Core')).toEqual(['C#', ',', 'C++', 'et', '.NET', '/', 'ASP.NET', 'Core']);
    expect(words('Node.js, Vue.js.')).toEqual(['Node.js', ',', 'Vue.js', '.']);
    expect(words('CI/CD, PL/SQL, SAP FI/CO')).toEqual(['CI', '/', 'CD', ',', 'PL', '/', 'SQL', ',', 'SAP', 'FI', '/', 'CO']);
    expect(words('R&D, C’est')).toEqual(['R&D', ',', 'C', "'", 'est']);
    expect(words('go-live')).toEqual(['go', '-', 'live']);
  });
});

describe('extract', () => {
  it('finds skills in order of first appearance, once each', () => {
    expect(labels('Java, Spring Boot et Java 17 ; React puis Node.js, Java.')).toEqual([
      'Java',
      'Spring Boot',
      'React',
      'Node.js',
    ]);
  });

  it('prefers the longest alias', () => {
    expect(labels('React Native et React')).toEqual(['React Native', 'React']);
    expect(labels('Red Hat, SAP FI/CO, ASP.NET Core, Spring-Boot')).toEqual([
      'Red Hat',
      'SAP FI/CO',
      'ASP.NET Core',
      'Spring Boot',
    ]);
  });

  it('keeps Java apart from JavaScript, C from C# and C++', () => {
    expect(labels('JavaScript, TypeScript')).toEqual(['JavaScript', 'TypeScript']);
    expect(labels('Langages : C, C#, C++')).toEqual(['C', 'C#', 'C++']);
    expect(labels('C/C++ embarqué')).toEqual(['C', 'C++ embarqué']);
  });

  it('reads nothing into ordinary words and letters', () => {
    for (const text of [
      'Un projet de R&D ambitieux.',
      'Le go-live est prévu en mars.',
      "C'est une belle mission.",
      'Écrivez la lettre C sur le formulaire.',
      'Less than five people; less is more.',
      'Go to market en 2027. Go!',
      'Un PC avec 16 Go de RAM.',
      'A swift answer is expected. Spring is here.',
      'Express your motivation. Make sure you apply.',
      'You will excel here. Let us react quickly.',
      "Une vue d'ensemble du projet, en vue de la refonte.",
      'Le tableau de bord, la notion de service, au plus vite.',
      'Sinon, nous verrons. Salt and pepper. Le chef de cuisine.',
      'La société XYZ SAS au capital de 10 000 euros.',
      'Vitamine D et plan B.',
    ]) {
      expect(labels(text), text).toEqual([]);
    }
  });

  it('reads R & D as an acronym even after a skill list', () => {
    expect(labels('Java, R & D et innovation.')).toEqual(['Java']);
  });

  it('reads a cycle en V as the method, never a V language', () => {
    expect(labels('Projet mené en cycle en V.')).toEqual(['Cycle en V']);
  });

  it('reads ambiguous names in a technical context', () => {
    expect(labels('Développeur Go confirmé')).toEqual(['Go']);
    expect(labels('Vous codez en Go et en Rust.')).toEqual(['Go', 'Rust']);
    expect(labels('Maîtrise du langage C')).toEqual(['C']);
    expect(labels('Stack : Go, Rust, Swift')).toEqual(['Go', 'Rust', 'Swift']);
    expect(labels('Kotlin, Go, Rust et Swift')).toEqual(['Kotlin', 'Go', 'Rust', 'Swift']);
    expect(labels('Python, R et SQL')).toEqual(['Python', 'R', 'SQL']);
    expect(labels('Reporting sous Excel, Word et PowerPoint')).toEqual(['Excel', 'Word', 'PowerPoint']);
    expect(labels('Framework Spring 5, Express.js')).toEqual(['Spring', 'Express']);
    expect(labels('Golang and Swift developer')).toEqual(['Go', 'Swift']);
  });

  it('writes a lower-case tag list in a skills header', () => {
    expect(labels('Compétences :\n- java\n- go\n- rust\n\nMerci.')).toEqual(['Java', 'Go', 'Rust']);
  });

  it('reads a spoken language only when it is asked for', () => {
    expect(labels('Anglais courant exigé')).toEqual(['Anglais']);
    expect(labels('Un client anglais de longue date.')).toEqual([]);
    expect(labels('Fluent English required.')).toEqual(['Anglais']);
  });
});

describe('extract: linear in the length of the text (issue 28)', () => {
  // A list whose one known skill ends it: each « Go » is kept only because its right-hand neighbour is. The
  // fixed-point loop accepted one per pass over the whole list (20,000 characters blocked the server 3.7 s).
  const hostile = (n: number) => `${'Go, '.repeat(n)}Kotlin`;
  const work = (text: string) => {
    const stats = { decisions: 0 };
    const found = defaultVocabulary()
      .extract(text, stats)
      .map((s) => s.label);
    return { found, decisions: stats.decisions };
  };

  it('decides each match a bounded number of times: 4 × the list, at most about 4 × the work', () => {
    const small = work(hostile(250));
    const large = work(hostile(1000));
    expect(small.found).toEqual(['Go', 'Kotlin']);
    expect(large.found).toEqual(['Go', 'Kotlin']);
    expect(large.decisions).toBeLessThan(4 * 1000);
    expect(large.decisions / small.decisions).toBeLessThan(6);
  });

  it('chains a list both ways, from a known skill at its end or at its start', () => {
    expect(labels('Nous utilisons Go, Go et Kotlin')).toEqual(['Go', 'Kotlin']);
    expect(labels('Nous utilisons Go, Rust, Swift et Kotlin')).toEqual(['Go', 'Rust', 'Swift', 'Kotlin']);
    expect(labels('Kotlin, Go, Rust et Swift')).toEqual(['Kotlin', 'Go', 'Rust', 'Swift']);
    expect(labels('Nous utilisons Kotlin, Go et le Swift')).toEqual(['Kotlin', 'Go', 'Swift']);
  });
});
