#!/usr/bin/env bash
# Checks real Factur-X outputs with CEN's official validation artefacts (issue 32, docs/invoices.md). Run by
# hand: the artefacts are neither on npm nor in Debian, so CI cannot have them (the committed tests check the
# same rules independently: apps/server/src/test/en16931.ts).
#   EN16931_DIR=/path/holding/cii bash scripts/check-facturx.sh [output folder, default .tmp/facturx]
# FACTURX_EXTRA (optional): a folder of documents the API issued (PDF + XML), checked with the samples.
# EN16931_DIR: a folder with CEN's cii/ tree, from the public repository ConnectingEurope/eInvoicing-EN16931
#   (e.g. `git --git-dir=<clone>/.git archive HEAD cii | tar -x -C "$EN16931_DIR"`), never inside this repo.
# Needs: Java 17, Saxon HE (apt-get install libsaxonhe-java), xmllint (libxml2-utils), poppler-utils.
# For each document: the XML poppler extracts from the PDF is the one written; it validates against the CII D16B
# XSD; CEN's EN16931-CII schematron (XSLT) finds no fatal error; the PDF/A-3 structure is checked; each first
# page is rendered to PNG beside it, to be looked at.
set -euo pipefail
out=${1:-.tmp/facturx}
: "${EN16931_DIR:?set EN16931_DIR to the folder holding the cii/ artefacts of CEN}"
xslt="$EN16931_DIR/cii/xslt/EN16931-CII-validation.xslt"
xsd="$EN16931_DIR/cii/schema/D16B SCRDM (Subset)/uncoupled clm/CII/uncefact/data/standard/CrossIndustryInvoice_100pD16B.xsd"
saxon=${SAXON_JAR:-/usr/share/java/Saxon-HE.jar}
for tool in java xmllint pdfdetach pdffonts pdftoppm; do command -v "$tool" >/dev/null || { echo "missing: $tool"; exit 2; }; done
[ -f "$saxon" ] || { echo "missing: $saxon (apt-get install libsaxonhe-java)"; exit 2; }

mkdir -p "$out" && rm -f "$out"/*.pdf "$out"/*.xml "$out"/*.svrl "$out"/*.png
npx tsx --conditions=source scripts/facturx/write-samples.ts "$out"
# Documents the API issued (FACTURX_OUT=<folder> npx vitest run apps/server/src/modules/invoices/self-billing.test.ts).
if [ -n "${FACTURX_EXTRA:-}" ]; then cp "$FACTURX_EXTRA"/*.pdf "$FACTURX_EXTRA"/*.xml "$out"/; fi
status=0
for pdf in "$out"/*.pdf; do
  name=$(basename "$pdf" .pdf)
  embedded="$out/$name.embedded.xml"
  rm -f "$embedded"
  pdfdetach -list "$pdf" | grep -qx "1: factur-x.xml" || { echo "$name: no factur-x.xml attachment"; status=1; }
  pdfdetach -save 1 -o "$embedded" "$pdf"
  if ! cmp -s "$embedded" "$out/$name.xml"; then echo "$name: the embedded XML is not the one written"; status=1; fi
  xsd_result=$(xmllint --noout --schema "$xsd" "$embedded" 2>&1 | tail -1)
  java -jar "$saxon" -s:"$embedded" -xsl:"$xslt" -o:"$out/$name.svrl"
  fatal=$(xmllint --xpath 'count(//*[local-name()="failed-assert"][@flag="fatal"])' "$out/$name.svrl")
  other=$(xmllint --xpath 'count(//*[local-name()="failed-assert"][not(@flag="fatal")])' "$out/$name.svrl")
  fired=$(xmllint --xpath 'count(//*[local-name()="fired-rule"])' "$out/$name.svrl")
  echo "$name: XSD: ${xsd_result#"$embedded "}; schematron: $fired rules fired, $fatal fatal, $other warnings"
  if [ "$fatal" != 0 ] || [ "$other" != 0 ]; then
    xmllint --xpath '//*[local-name()="failed-assert"]/@id' "$out/$name.svrl"; echo; status=1
  fi
  case "$xsd_result" in *validates) ;; *) status=1 ;; esac
  pdffonts "$pdf" | tail -n +3 | awk -v n="$name" '{ print "  " n ": font " $1 " embedded=" $(NF-4) }'
  pdftoppm -png -r 70 -singlefile "$pdf" "$out/$name"
done
npx tsx --conditions=source scripts/facturx/inspect.ts "$out"/*.pdf || status=1
echo "pages rendered: $out/*.png (look at them)"
exit $status
