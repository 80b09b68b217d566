const fs=require('fs');const {SourceMapConsumer}=require('source-map');
(async()=>{
const p=JSON.parse(fs.readFileSync('/tmp/probe.cpuprofile','utf8'));
const self=new Map(); const byId=new Map(p.nodes.map(n=>[n.id,n]));
const dt={}; p.samples.forEach((s,i)=>{dt[s]=(dt[s]||0)+(p.timeDeltas[i]||0)});
const cache={}; const total={};
// inclusive: build parent map
const parent={}; p.nodes.forEach(n=>(n.children||[]).forEach(c=>parent[c]=n.id));
async function name(cf){ if(!cf.url.startsWith('http')) return cf.functionName+' '+cf.url; const f='dist/'+cf.url.replace(/^http:\/\/[^/]+\//,''); if(!fs.existsSync(f+'.map')) return cf.functionName+' '+f;
 if(!cache[f]) cache[f]=await new SourceMapConsumer(JSON.parse(fs.readFileSync(f+'.map','utf8'))); const o=cache[f].originalPositionFor({line:cf.lineNumber+1,column:cf.columnNumber}); return (o.name||cf.functionName)+' '+String(o.source).replace('webpack://infographic-preview/','')+':'+o.line;}
const selfT={}, incl={};
for(const n of p.nodes){const t=(dt[n.id]||0)/1000; if(!t) continue; const nm=await name(n.callFrame); selfT[nm]=(selfT[nm]||0)+t;
 const seen=new Set(); let id=n.id; while(id!==undefined){const m=await name(byId.get(id).callFrame); if(!seen.has(m)){seen.add(m); incl[m]=(incl[m]||0)+t;} id=parent[id];}}
const top=(o,k)=>Object.entries(o).sort((a,b)=>b[1]-a[1]).slice(0,k).map(([a,b])=>b.toFixed(0).padStart(7)+'  '+a).join('\n');
console.log('SELF\n'+top(selfT,30)); console.log('INCL\n'+top(incl,45));
})();
