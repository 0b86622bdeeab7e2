// @agency/document-samples: documents built in memory for tests and benchmarks
// (CVs of each accepted type, and the files a CV upload must refuse).
export {
  sampleDocx,
  sampleExecutable,
  sampleOdt,
  samplePdf,
  sampleRtf,
  sampleZip,
  type SampleOptions,
} from './sample-documents.ts';
